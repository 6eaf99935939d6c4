import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The gateway serves the built app and owns /graphql, /api/* and /log-error on the same origin; in `vite` dev
// mode the same paths are proxied to a locally running gateway so the client code needs no other base URL.
const gateway = 'http://localhost:4100';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/graphql': gateway,
      '/api': gateway,
      '/log-error': gateway,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // The GraphQL IDE is a page of its own, so its editor never weighs on the app.
      input: { main: 'index.html', graphiql: 'graphiql.html' },
      output: {
        // Libraries change less often than the app: separate chunks stay cached across our releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
            { name: 'mantine', test: /node_modules[\\/](@mantine|@floating-ui|@tabler)[\\/]/ },
            {
              name: 'vendor',
              test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|i18next|react-i18next)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
