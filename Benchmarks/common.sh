# Shared by the benchmark scripts: messages and installing what a run needs.
# Source it after defining `die`.

say() { echo "==> $*" >&2; }

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
        die "need root to run: $*"; fi
}

apt_updated=0
apt_install() {
    command -v apt-get >/dev/null || die "install $* by hand (no apt-get here)"
    if [ $apt_updated -eq 0 ]; then as_root apt-get update -qq; apt_updated=1; fi
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# GNU time (for peak RSS) and libical's headers, for every benchmark.
install_common_tools() {
    if [ ! -x /usr/bin/time ]; then
        say "installing GNU time"
        apt_install time
    fi
    if ! pkg-config --exists libical 2>/dev/null; then
        say "installing libical-dev"
        apt_install libical-dev pkg-config
    fi
}

# pip_install ARGS...: Python packages for a peer, with pip's own fallback where the system
# Python refuses installs outside a virtual environment (PEP 668).
pip_install() {
    "$PYTHON" -m pip install -q "$@" 2>/dev/null || "$PYTHON" -m pip install -q --break-system-packages "$@"
}
