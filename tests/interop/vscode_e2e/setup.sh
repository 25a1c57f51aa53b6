#!/usr/bin/env bash
# Install real VS Code for tests/interop/test_vscode_e2e.py: code-server and playwright-core from
# the npm registry into ./node_modules, without running any package's install scripts (they
# download binaries from GitHub). What those scripts would fetch is supplied locally instead:
# ripgrep is Debian's `rg`, and the native modules code-server loads are built here against the
# installed Node's headers. Needs Node 20 with npm, a C/C++ toolchain, `rg` and Chromium
# (Debian: apt-get install -y chromium ripgrep). Idempotent: a stamp skips a finished install.
set -euo pipefail
cd "$(dirname "$0")"
stamp=node_modules/.tinyagent-setup
want=$(cat package-lock.json setup.sh | sha256sum | cut -d' ' -f1)
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
  exit 0
fi
rg=$(command -v rg) || { echo "setup.sh: ripgrep (rg) is missing: apt-get install -y ripgrep" >&2; exit 1; }
nodedir=${NODEDIR:-$(dirname "$(dirname "$(readlink -f "$(command -v node)")")")}
[ -f "$nodedir/include/node/node_api.h" ] || { echo "setup.sh: no Node headers under $nodedir/include/node (set NODEDIR)" >&2; exit 1; }
export npm_config_nodedir="$nodedir" npm_config_build_from_source=true
flags=(--ignore-scripts --no-audit --no-fund --prefer-offline)

npm ci "${flags[@]}"
npm rebuild argon2                                # loaded at start even with --auth none
cd node_modules/code-server/lib/vscode
npm install --omit=dev "${flags[@]}"              # VS Code's own modules (as its postinstall does)
install -D "$rg" node_modules/@vscode/ripgrep/bin/rg
npm rebuild @vscode/spdlog native-watchdog        # logging; the extension host's watchdog
cd - > /dev/null
echo "$want" > "$stamp"
