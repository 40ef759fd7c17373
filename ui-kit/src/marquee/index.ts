export { Marquee, type MarqueeProps, marqueeDuration } from './marquee';
