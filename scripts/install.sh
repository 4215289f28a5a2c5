#!/usr/bin/env bash
# Installs a built weekdays under a prefix: the binary, its manual page and the shell
# completions, the last two made by the binary itself from its option tables.
#   scripts/install.sh BINARY PREFIX
set -euo pipefail

if [ "$#" -ne 2 ]; then
    echo "usage: scripts/install.sh BINARY PREFIX" >&2
    exit 2
fi
binary=$1
prefix=$2
if [ ! -x "$binary" ]; then
    echo "weekdays: no built binary at $binary" >&2
    exit 1
fi

install -d "$prefix/bin" "$prefix/share/man/man1" "$prefix/share/bash-completion/completions" \
    "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d"
install -m 0755 "$binary" "$prefix/bin/weekdays"
# Each file is written whole under a temporary name, then moved into place.
generate() {
    local target=$1
    shift
    "$prefix/bin/weekdays" "$@" >"$target.partial"
    chmod 0644 "$target.partial"
    mv -f "$target.partial" "$target"
}
generate "$prefix/share/man/man1/weekdays.1" manpage
generate "$prefix/share/bash-completion/completions/weekdays" completion bash
generate "$prefix/share/zsh/site-functions/_weekdays" completion zsh
generate "$prefix/share/fish/vendor_completions.d/weekdays.fish" completion fish
echo "weekdays: installed $prefix/bin/weekdays, its manual page and completions" >&2
