#!/usr/bin/env bash
# Installs what building and testing need, only when it is missing:
# libical (pkg-config name `libical`), python-dateutil (the tests' second engine) and
# recurring-ical-events (the oracle for events' occurrences).
set -euo pipefail

have_libical() { pkg-config --exists libical 2>/dev/null; }

if ! have_libical; then
    if command -v apt-get >/dev/null 2>&1; then
        echo "weekdays: installing libical-dev and pkg-config" >&2
        sudo=""
        [ "$(id -u)" = 0 ] || sudo="sudo"
        $sudo apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq libical-dev pkg-config >/dev/null
    elif command -v brew >/dev/null 2>&1; then
        brew install libical pkg-config
    else
        echo "weekdays: libical is missing; install libical-dev (Debian) or libical (Homebrew)" >&2
        exit 1
    fi
fi

if ! python3 -c 'import dateutil' >/dev/null 2>&1; then
    echo "weekdays: installing python-dateutil" >&2
    python3 -m pip install --quiet python-dateutil 2>/dev/null \
        || python3 -m pip install --quiet --break-system-packages python-dateutil
fi

if ! python3 -c 'import recurring_ical_events' >/dev/null 2>&1; then
    echo "weekdays: installing recurring-ical-events" >&2
    python3 -m pip install --quiet recurring-ical-events 2>/dev/null \
        || python3 -m pip install --quiet --break-system-packages recurring-ical-events
fi
