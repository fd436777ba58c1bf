# todo-tui: build, run, test and benchmark with the Swift package manager.
SWIFT ?= swift

.PHONY: build run test lint tsan bench clean

build:
	@./scripts/ensure-system-packages.sh
	$(SWIFT) build

run:
	@./scripts/ensure-system-packages.sh
	$(SWIFT) build --product todo-tui
	$$($(SWIFT) build --show-bin-path)/todo-tui $(ARGS)

test:
	@./scripts/ensure-system-packages.sh --with-tmux
	SWIFT_BACKTRACE=interactive=no $(SWIFT) test

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

bench:
	@./scripts/ensure-system-packages.sh --with-tmux
	$(SWIFT) build -c release --product todo-tui
	$(SWIFT) run -c release Benchmarks

clean:
	rm -rf .build .build-tsan
