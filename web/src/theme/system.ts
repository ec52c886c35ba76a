// The one theme of the SPA (SPEC.md section 3: primary, secondary, background, foreground, accent).
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand', scrollBehavior: 'smooth' },
    body: { bg: 'background', color: 'foreground' },
    // The sticky header must not hide a section that a button scrolls to.
    '[id]': { scrollMarginTop: '5rem' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "Inter, 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif" },
        body: { value: "Inter, 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif" },
      },
      colors: {
        // A calm, slightly muted blue.
        brand: {
          50: { value: '#eef5ff' },
          100: { value: '#d9e8ff' },
          200: { value: '#bcd6ff' },
          300: { value: '#8ebcfb' },
          400: { value: '#5a98f2' },
          500: { value: '#3577e6' },
          600: { value: '#225dcc' },
          700: { value: '#1d4aa6' },
          800: { value: '#1d3f86' },
          900: { value: '#1c376b' },
          950: { value: '#142347' },
        },
      },
    },
    semanticTokens: {
      colors: {
        primary: { value: '{colors.brand.600}' },
        secondary: { value: '#475569' },
        background: { value: '#ffffff' },
        foreground: { value: '#0f172a' },
        accent: { value: '#0d9488' },
        // So that colorPalette="brand" works like the built-in palettes.
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
