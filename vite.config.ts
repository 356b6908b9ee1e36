import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Cheap Android phones on slow networks: keep the shipped JavaScript modern and small.
    target: "es2022",
  },
});
