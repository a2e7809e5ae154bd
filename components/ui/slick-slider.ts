'use client';

// The one place that imports react-slick and its stylesheet. Only client leaves that are loaded
// with import() after mount use it (the small-screen portfolio carousel, the landing page's
// testimonial videos), so react-slick and its CSS are downloaded only where one of them shows.
// slick-theme.css is never imported (font + GIF, breaks Turbopack): each user styles its dots.
import 'slick-carousel/slick/slick.css';
import SlickImport from 'react-slick';

// react-slick is CommonJS; some production bundles hand us the module object instead of the class
// ("cannot be used as a JSX component"). Take `.default` when it is there.
export const SlickSlider = (SlickImport as unknown as { default?: typeof SlickImport }).default ?? SlickImport;

/** The slider instance a ref receives (slickPlay, slickPause, slickGoTo). */
export type SlickSliderInstance = SlickImport;
