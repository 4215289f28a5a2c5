#!/usr/bin/env bash
# Installs what the distributed recipes need, only when it is missing: GNU parallel (apt-get
# or brew), Java (Spark runs on the JVM) and PySpark in a virtual environment of its own.
#
#   install.sh [VENV]     VENV defaults to .build/distributed/venv
#
# Prints nothing but what it installs; the recipes find PySpark by running VENV/bin/python.
set -euo pipefail

cd "$(dirname "$0")/../.."
venv=${1:-.build/distributed/venv}

sudo=""
[ "$(id -u)" = 0 ] || sudo="sudo"
apt_updated=""

apt_install() {
    if [ -z "$apt_updated" ]; then
        $sudo apt-get update -qq
        apt_updated=yes
    fi
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}

# moreutils ships a different `parallel`; the recipe needs GNU's (it answers --version).
have_gnu_parallel() { parallel --version 2>/dev/null | head -n 1 | grep -q 'GNU parallel'; }

if ! have_gnu_parallel; then
    echo "weekdays: installing GNU parallel" >&2
    if command -v apt-get >/dev/null 2>&1; then
        apt_install parallel
    elif command -v brew >/dev/null 2>&1; then
        brew install parallel
    else
        echo "weekdays: GNU parallel is missing; install the parallel package" >&2
        exit 1
    fi
fi

if ! java -version >/dev/null 2>&1; then
    echo "weekdays: installing Java 17 for Spark" >&2
    if command -v apt-get >/dev/null 2>&1; then
        apt_install openjdk-17-jre-headless
    else
        echo "weekdays: Java is missing; Spark needs Java 17 or later" >&2
        exit 1
    fi
fi

if ! "$venv/bin/python" -c 'import pyspark' >/dev/null 2>&1; then
    echo "weekdays: installing PySpark in $venv" >&2
    mkdir -p "$(dirname "$venv")"
    if ! python3 -m venv "$venv" >/dev/null 2>&1; then
        # Debian's python3 keeps venv (with pip) in a package of its own.
        command -v apt-get >/dev/null 2>&1 && apt_install python3-venv
        rm -rf "$venv"
        python3 -m venv "$venv"
    fi
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check pyspark
fi
