# Set-up and checks. `make serve` and `make test` are all a fresh machine needs.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp
HOST   ?= 127.0.0.1
PORT   ?= 8000

## Python keeps the modules it compiles, whatever the environment says: otherwise every
## test worker, and every dkb process a test starts, compiles every module again.
unexport PYTHONDONTWRITEBYTECODE

.PHONY: install test lint typecheck validate examples pytest chromium site serve bench bench-ab soak counts schema clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

install: $(STAMP)

lint: install
	$(BIN)/ruff check kb engine tests benchmarks
	$(BIN)/ruff format --check kb engine tests benchmarks

typecheck: install
	$(BIN)/mypy kb engine

validate: install
	$(BIN)/dkb validate

examples: install
	$(BIN)/dkb run

## The browser tests drive Debian's chromium; install it when we can (as root).
chromium:
	@command -v chromium >/dev/null 2>&1 || { \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	  else \
	    echo "The browser tests need Debian's chromium: sudo apt-get install chromium"; \
	  fi; }

## Two xdist workers per core: the browser tests and the tests that run dkb or a build
## in a subprocess mostly wait (on Chromium, on a child process), so one per core
## leaves the cores about half idle. PYTEST_XDIST_AUTO_NUM_WORKERS overrides it.
WORKERS ?= $(shell n=$$(nproc 2>/dev/null || echo 1); echo $$((2 * n)))
pytest: install chromium
	PYTEST_XDIST_AUTO_NUM_WORKERS=$${PYTEST_XDIST_AUTO_NUM_WORKERS:-$(WORKERS)} $(BIN)/pytest -q

## The whole test suite: lint, types, data, every example on the engine and the strict
## site and API-reference builds (side by side, two at a time: each is one process
## most of the time), then the unit and browser tests.
test: install chromium
	$(MAKE) --no-print-directory -j2 --output-sync=target lint typecheck validate examples site
	$(MAKE) --no-print-directory pytest

## Build the documentation site (API reference included) into site/.
site: install
	$(BIN)/python -m kb.site.build

serve: site
	@echo "Serving the site at http://$(HOST):$(PORT)/ (Ctrl-C to stop)"
	$(BIN)/python -m http.server --bind $(HOST) --directory site $(PORT)

bench: install
	$(BIN)/python -m benchmarks

## Engine speed side by side with an older revision (default: before the engine split).
bench-ab: install
	$(BIN)/python -m benchmarks.ab_engine $(BASE)

## 10,000 random games over random Kingdoms from every card the engine plays, with
## the invariants checked after every step (a soak, not part of `make test`).
SOAK_GAMES ?= 10000
soak: install
	DKB_RANDOM_GAMES=$(SOAK_GAMES) $(BIN)/pytest -q tests/engine/test_random_games.py

## Rewrite the generated counts in README.md.
counts: install
	$(BIN)/python -m kb.counts

schema: install
	$(BIN)/dkb schema --out schemas

clean:
	rm -rf site build dist .pytest_cache .mypy_cache .ruff_cache .dkb-index *.egg-info
