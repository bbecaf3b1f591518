/** Tailwind CSS v4 through its PostCSS plugin (Tailwind with brand tokens as CSS variables). */
const config = {
  plugins: { '@tailwindcss/postcss': {} },
};

export default config;
