/**
 * Classes for a block that starts below the fold: the browser skips its style, layout and paint until
 * it nears the viewport (`content-visibility: auto`), which shortens a phone's first page. The
 * intrinsic size is the space it holds until then; `auto` remembers its real size once it has shown.
 * Only for blocks on a white or near-white background: accessibility checkers cannot see the
 * background of content the browser has not drawn, and take it for white.
 */
export const renderWhenVisible = {
  section: '[content-visibility:auto] [contain-intrinsic-size:auto_640px]',
  card: '[content-visibility:auto] [contain-intrinsic-size:auto_420px]',
} as const;
