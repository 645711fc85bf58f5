/** A context-menu entry: an action, a submenu, or a toggle. */
export interface MenuItem {
  label: string;
  onSelect?: () => void;
  items?: MenuItem[];
  /** A toggle (condition, marker): rendered as a checkbox item. */
  checked?: boolean;
  disabled?: boolean;
  /** Shortcut hint shown at the right. */
  hint?: string;
}
