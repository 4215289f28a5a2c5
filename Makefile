# The two commands of the README: `make demo` and `make test`.
# Each installs what is missing (libical, pkg-config, python-dateutil) before it builds.

SWIFT ?= swift
BIN := .build/release/weekdays

.PHONY: demo test deps build release clean

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

demo: release
	@scripts/demo.sh $(BIN)

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --parallel

clean:
	rm -rf .build
