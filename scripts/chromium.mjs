// Finds a Chromium for Playwright: CHROME_PATH, then the usual system paths; on Debian as root it
// installs the distribution's package. Never downloads a browser build of its own.
import { execFileSync, spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function findChromium() {
  if (process.env.CHROME_PATH) {
    if (executable(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, which is not an executable file.`);
  }
  return CANDIDATES.find(executable) ?? null;
}

function canInstallWithApt() {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  return isRoot && spawnSync("which", ["apt-get"]).status === 0;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (canInstallWithApt()) {
    console.log("No Chromium found: installing Debian's chromium package (apt-get install -y chromium)...");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    [
      "No Chromium browser was found for the end-to-end tests.",
      "Install one and run again, for example:",
      "  Debian/Ubuntu:  sudo apt-get install -y chromium",
      "  macOS:          brew install --cask chromium",
      "or point CHROME_PATH at any Chromium or Chrome executable:",
      "  CHROME_PATH=/path/to/chrome npm test",
    ].join("\n"),
  );
}
