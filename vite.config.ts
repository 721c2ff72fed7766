import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [tanstackRouter({ target: "react", autoCodeSplitting: true }), react()],
  resolve: {
    alias: { "styled-system": new URL("./styled-system", import.meta.url).pathname },
  },
  build: {
    manifest: true,
    target: "es2022",
    rollupOptions: {
      input: "src/entry-client.tsx",
    },
  },
  test: {
    include: [
      "tests/unit/**/*.test.{ts,tsx}",
      "tests/machines/**/*.test.{ts,tsx}",
      "tests/robustness/**/*.test.{ts,tsx}",
    ],
    environment: "node",
  },
});
