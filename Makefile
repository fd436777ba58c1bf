# todo-tui: build, run, test and benchmark with the Swift package manager.
SWIFT ?= swift

.PHONY: build run test lint tsan diagrams docs bench install uninstall clean

build:
	@./scripts/ensure-system-packages.sh
	$(SWIFT) build

run:
	@./scripts/ensure-system-packages.sh
	$(SWIFT) build --product todo-tui
	$$($(SWIFT) build --show-bin-path)/todo-tui $(ARGS)

# The end-to-end tests (the built programs in tmux, timed against a real terminal) run after
# the others and one at a time, so that a loaded machine does not starve them. A click sent
# through tmux is still lost now and then on a loaded machine (about one run in ten of the
# three click tests, with this tree and the one before it): a failed run is run once more,
# and a second failure fails. Then the
# tutorial's app, a package of its own on this one, as a reader ends with it, and each step
# before that.
test:
	@./scripts/ensure-system-packages.sh --with-tmux
	SWIFT_BACKTRACE=interactive=no $(SWIFT) test --skip EndToEndTests
	SWIFT_BACKTRACE=interactive=no $(SWIFT) test --skip-build --no-parallel --filter EndToEndTests || { \
		echo "end-to-end: a run failed; running the end-to-end tests once more"; \
		SWIFT_BACKTRACE=interactive=no $(SWIFT) test --skip-build --no-parallel --filter EndToEndTests; }
	SWIFT_BACKTRACE=interactive=no $(SWIFT) test --package-path Examples/Groceries
	./scripts/check-tutorial-steps.sh

# swift-format (it comes with the toolchain) with the rules in .swift-format: formatting, and
# a doc comment on every public declaration. Any warning fails.
lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift

# TrackingCore and ViewTree under ThreadSanitizer, in a build folder of its own; any report
# fails the run.
tsan:
	@./scripts/ensure-system-packages.sh
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --sanitize=thread --scratch-path .build-tsan --skip-build \
		--filter 'TrackingCoreTests|ViewTreeTests'

# The documentation's pictures, drawn again from their sources: Graphviz diagrams
# (docs/diagrams/*.dot) and the tutorial app's screen as its snapshot test recorded it.
# The drawings are committed too, so the catalogs read right without Graphviz.
DOCC_RESOURCES = Sources/ViewTree/ViewTree.docc/Resources
diagrams:
	@./scripts/ensure-system-packages.sh --with-graphviz
	for source in docs/diagrams/*.dot; do \
		dot -Tsvg "$$source" -o $(DOCC_RESOURCES)/$$(basename "$$source" .dot).svg || exit 1; \
	done
	./scripts/screen-svg.sh Examples/Groceries/Tests/GroceryAppTests/__Snapshots__/GroceryAppTests/milk-bought.txt 30 \
		> $(DOCC_RESOURCES)/groceries-screen.svg

# The DocC catalogs of TrackingCore, ViewTree and ViewTreeTesting as a static site in
# $(DOCS) (default .build/docs): open $(DOCS)/ViewTree/documentation/viewtree/index.html
# through any static web server. Any warning fails.
DOCS ?= .build/docs
docs: diagrams
	mkdir -p $(DOCS)
	for target in TrackingCore ViewTree ViewTreeTesting; do \
		$(SWIFT) package --scratch-path .build-docs --allow-writing-to-directory $(DOCS) generate-documentation \
			--target $$target --output-path $(DOCS)/$$target --transform-for-static-hosting \
			--hosting-base-path $$target --warnings-as-errors || exit 1; \
	done

bench:
	@./scripts/ensure-system-packages.sh --with-tmux
	$(SWIFT) build -c release --product todo-tui
	$(SWIFT) build -c release --product example-counter
	$(SWIFT) build -c release --product benchmark-floor
	$(SWIFT) run -c release Benchmarks

# todo-tui in $(PREFIX)/bin (default ~/.local/bin), with completion scripts for bash, zsh and
# fish under $(PREFIX)/share where those shells look for them.
PREFIX ?= $(HOME)/.local

install:
	@./scripts/ensure-system-packages.sh
	$(SWIFT) build -c release --product todo-tui
	install -d "$(PREFIX)/bin" "$(PREFIX)/share/bash-completion/completions" \
		"$(PREFIX)/share/zsh/site-functions" "$(PREFIX)/share/fish/vendor_completions.d"
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/todo-tui" "$(PREFIX)/bin/todo-tui"
	"$(PREFIX)/bin/todo-tui" --generate-completion-script bash > "$(PREFIX)/share/bash-completion/completions/todo-tui"
	"$(PREFIX)/bin/todo-tui" --generate-completion-script zsh > "$(PREFIX)/share/zsh/site-functions/_todo-tui"
	"$(PREFIX)/bin/todo-tui" --generate-completion-script fish > "$(PREFIX)/share/fish/vendor_completions.d/todo-tui.fish"
	@echo "installed $(PREFIX)/bin/todo-tui; make sure $(PREFIX)/bin is on your PATH"

uninstall:
	rm -f "$(PREFIX)/bin/todo-tui" "$(PREFIX)/share/bash-completion/completions/todo-tui" \
		"$(PREFIX)/share/zsh/site-functions/_todo-tui" "$(PREFIX)/share/fish/vendor_completions.d/todo-tui.fish"

clean:
	rm -rf .build .build-tsan
