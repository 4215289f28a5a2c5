# The two commands of the README: `make demo` and `make test`.
# Each installs what is missing (libical, pkg-config, python-dateutil, recurring-ical-events)
# before it builds.

SWIFT ?= swift
BIN := .build/release/weekdays
PREFIX ?= /usr/local

.PHONY: demo test deps build release clean lint example docs install

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build

# Self-contained: the Swift runtime and Foundation linked in, so the binary runs on any
# Linux machine of the same architecture (the batch recipes copy it to their workers), and
# starts and runs faster than one that loads them as shared libraries.
release: deps
	$(SWIFT) build -c release --static-swift-stdlib

demo: release
	@scripts/demo.sh $(BIN)

# The release binary under $(PREFIX)/bin, with the manual page (share/man/man1/weekdays.1)
# and the bash, zsh and fish completions, both made from the option tables.
install: release
	scripts/install.sh $(BIN) $(PREFIX)

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Fuzz Benchmarks/ExpansionBenchmark \
		Benchmarks/RuleReadingBenchmark Examples/AlarmImport/Sources Examples/WeekdayCoreApp/Sources

# Examples/AlarmImport: the README's library code, built as an app's package would build it.
example: deps
	SWIFT=$(SWIFT) scripts/example.sh

# One DocC archive of WeekdayCore and WeekdayKit (with the Recurrence and ICalKit types
# they re-export) in .build/docs; any warning fails.
docs: deps
	SWIFT=$(SWIFT) scripts/docs.sh

test: deps lint
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --parallel
	SWIFT=$(SWIFT) scripts/example.sh

clean:
	rm -rf .build Examples/AlarmImport/.build

# Hostile input: fuzzing, sanitizers and leaks (CONTRIBUTING.md).
# Each builds under /tmp with a scratch path of its own, never .build.
FUZZ_SECONDS ?= 60
FUZZ_BUILD ?= /tmp/fuzzbuild

.PHONY: fuzz sanitize leak-check

fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) Fuzz/run.sh $(FUZZ_BUILD)

sanitize: deps
	scripts/sanitize.sh

leak-check: deps
	scripts/leak-check.sh

# The GNU parallel and Spark recipes of scripts/distributed, checked against one local run
# on generated feeds (the documentation's "The command line"). Installs GNU parallel, Java and PySpark
# when missing; not part of `make test`.
.PHONY: distributed

distributed: release
	scripts/distributed/check.sh $(BIN)
