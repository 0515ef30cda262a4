/**
 * How long the page stays in the accessibility tree after the drawer opens (focus is already on its title).
 * Orca 43 drops the title's focus event when, by the time it handles that event, the Menu button it had focus
 * on has left the tree (hidden with the rest of the page): it loses its caret context and said nothing on
 * opening (issue 12, a11y/screen-reader/known-issues.md). Orca handles events some hundred milliseconds late on
 * a loaded machine: two animation frames and 250 ms both lost the race in our Orca runs, 500 ms (the delay React
 * Aria itself waits before re-focusing a dialog for VoiceOver on iOS) did not. A fixed time, so it also holds
 * under reduced motion. Focus is inside from the start; only the hiding of the page waits. The same for the React drawer (Drawer.tsx)
 * and a reading page's native one (Drawer.enhance.ts).
 */
export const DRAWER_SETTLE_MS = 500;
