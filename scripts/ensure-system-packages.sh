#!/usr/bin/env bash
# Installs the system programs the tests drive for real (Debian's chromium, ffmpeg, and poppler-utils whose
# pdftotext reads our PDFs as a reader would) when they are missing. As root it uses apt-get; otherwise it says what to install and fails.
set -euo pipefail
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
command -v ffmpeg >/dev/null 2>&1 || missing+=(ffmpeg)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "The tests need: ${missing[*]}. Install them (Debian: sudo apt-get install -y ${missing[*]}) or set CHROMIUM_PATH." >&2
  exit 1
fi
echo "installing ${missing[*]} with apt-get (once per machine)" >&2
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
