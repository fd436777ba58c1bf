# todo-tui: build, run, test and benchmark with the Swift package manager.
SWIFT ?= swift

.PHONY: build run test bench clean

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

bench:
	@./scripts/ensure-system-packages.sh --with-tmux
	$(SWIFT) build -c release --product todo-tui
	$(SWIFT) run -c release Benchmarks

clean:
	rm -rf .build
