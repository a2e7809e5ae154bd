import { domAnimation } from 'framer-motion';

/**
 * The animation features of `m` components, loaded with `import()` by LazyMotion so the page's
 * first JavaScript only carries the ~5 KB `m` renderer (architecture.md, framer-motion pitfalls).
 */
export default domAnimation;
