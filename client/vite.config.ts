import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const server = process.env.PLAYMAT_SERVER ?? "http://localhost:2567";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: "dist", emptyOutDir: true, chunkSizeWarningLimit: 700 },
  server: {
    proxy: {
      "/api": { target: server, changeOrigin: true },
      "/matchmake": { target: server, changeOrigin: true },
      // Colyseus room sockets are opened at /<processId>/<roomId>.
      "^/[\\w-]+/[\\w-]+\\?sessionId=": { target: server, ws: true, changeOrigin: true },
    },
  },
});
