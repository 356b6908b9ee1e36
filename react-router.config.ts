import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // BUILD_DIR lets parallel checkouts or test runs build side by side; the server reads it too.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
  // Opt in early to the v8 behaviours that do not change the load-context API the server relies on.
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
