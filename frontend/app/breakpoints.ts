/** Below this width the header becomes the logo and the mobile menu (spec 9); the stylesheets' media queries use the same 768 px. */
export const MOBILE_BREAKPOINT_PX = 768;
