# todo-tui: build, test and benchmark with the Swift package manager.
SWIFT ?= swift

.PHONY: build test bench clean

build:
	$(SWIFT) build

test:
	SWIFT_BACKTRACE=interactive=no $(SWIFT) test

bench:
	$(SWIFT) run -c release Benchmarks

clean:
	rm -rf .build
