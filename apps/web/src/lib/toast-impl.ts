import './toast.css';

export type ToastIcon = 'success' | 'fail' | 'loading';
export type ToastPosition = 'top' | 'center' | 'bottom';

export interface ToastShowOptions {
  content: string;
  icon?: ToastIcon;
  position?: ToastPosition;
  /** ms; 0 keeps it until `clear()`. */
  duration: number;
}

// The marks of antd-mobile's toast, drawn inline (24×24, stroked in the text's colour).
const ICON_PATHS: Record<Exclude<ToastIcon, 'loading'>, string> = {
  success: 'M4 12.5l5 5L20 6.5',
  fail: 'M6 6l12 12M18 6L6 18',
};
const SVG = 'http://www.w3.org/2000/svg';

let shown: { mask: HTMLElement; timer?: ReturnType<typeof setTimeout> } | undefined;

/**
 * The toast itself, a few DOM nodes without React: one at a time (a new one replaces the one showing), over a
 * transparent mask that keeps clicks off the page while it shows. antd-mobile's Toast, which it replaces, mounted a
 * React root with its animation library on every toast: after Add to cart's answer that render was most of the
 * time until "Added to cart" showed (docs/shopper-app.md#toasts).
 */
export const ToastView = {
  show({ content, icon, position = 'center', duration }: ToastShowOptions): void {
    ToastView.clear();
    const mask = document.createElement('div');
    mask.className = `toast-mask toast-mask--${position}`;
    const main = document.createElement('div');
    main.className = `toast-main${icon ? ' toast-main--icon' : ''}`;
    // Read out as it appears: a failure at once, anything else when the reader is free.
    main.setAttribute('role', icon === 'fail' ? 'alert' : 'status');
    if (icon) main.append(iconOf(icon));
    const text = document.createElement('div');
    text.className = 'toast-text';
    text.textContent = content;
    main.append(text);
    mask.append(main);
    document.body.append(mask);
    shown = { mask, timer: duration > 0 ? setTimeout(() => ToastView.clear(), duration) : undefined };
  },
  clear(): void {
    if (!shown) return;
    clearTimeout(shown.timer);
    shown.mask.remove();
    shown = undefined;
  },
};

function iconOf(icon: ToastIcon): Element {
  if (icon === 'loading') {
    const spinner = document.createElement('span');
    spinner.className = 'toast-spinner';
    spinner.setAttribute('aria-hidden', 'true');
    return spinner;
  }
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'toast-icon');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', ICON_PATHS[icon]);
  svg.append(path);
  return svg;
}
