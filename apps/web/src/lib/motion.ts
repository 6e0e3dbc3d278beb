/**
 * Ant Design's animations, off for people whose system asks for reduced motion (an accessibility
 * setting: vestibular disorders, slow machines). Every ConfigProvider root passes it as `motion`.
 */
export const MOTION = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
