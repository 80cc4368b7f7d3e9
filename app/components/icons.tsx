// Inline SVG icons render the same on every device, unlike glyphs; the shapes are set as inner HTML,
// cheaper to render than React elements (decision 018).
import type { SVGProps } from "react";
import { escapeText } from "~/utils/escape-text";

type IconProps = Omit<
  SVGProps<SVGSVGElement>,
  "children" | "dangerouslySetInnerHTML" | "fill" | "stroke" | "strokeWidth" | "strokeLinecap" | "strokeLinejoin"
> & { label?: string };

// The line style is the class `icon`'s in base.css, not attributes on each svg (decision 030), so it is
// not a prop either: an attribute would lose to the class.
function Icon({ label, shapes, className, ...props }: IconProps & { shapes: string }) {
  const a11y = label ? { role: "img", "aria-label": label } : { "aria-hidden": true };
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      focusable="false"
      {...a11y}
      {...props}
      className={className ? `icon ${className}` : "icon"}
      dangerouslySetInnerHTML={{ __html: label ? `<title>${escapeText(label)}</title>${shapes}` : shapes }}
    />
  );
}

export const LockIcon = (props: IconProps) => (
  <Icon {...props} shapes='<rect x="5" y="11" width="14" height="10" rx="2"></rect><path d="M8 11V7a4 4 0 0 1 8 0v4"></path>' />
);
export const StarIcon = (props: IconProps) => (
  <Icon {...props} shapes='<path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z"></path>' />
);
export const SearchIcon = (props: IconProps) => <Icon {...props} shapes='<circle cx="11" cy="11" r="7"></circle><path d="m20 20-3.5-3.5"></path>' />;
export const MenuIcon = (props: IconProps) => <Icon {...props} shapes='<path d="M4 6h16M4 12h16M4 18h16"></path>' />;
export const ArrowUpIcon = (props: IconProps) => <Icon {...props} shapes='<path d="M12 19V5M5 12l7-7 7 7"></path>' />;
export const PinIcon = (props: IconProps) => (
  <Icon {...props} shapes='<path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z"></path><circle cx="12" cy="9.5" r="2.5"></circle>' />
);
export const CalendarIcon = (props: IconProps) => (
  <Icon {...props} shapes='<rect x="4" y="5" width="16" height="15" rx="2"></rect><path d="M4 10h16M9 3v4M15 3v4"></path>' />
);
export const HomeIcon = (props: IconProps) => <Icon {...props} shapes='<path d="M4 11 12 4l8 7v9H4z"></path><path d="M10 20v-5h4v5"></path>' />;
export const TrendIcon = (props: IconProps) => <Icon {...props} shapes='<path d="M3 17l6-6 4 4 8-8"></path><path d="M15 7h6v6"></path>' />;
export const ChatIcon = (props: IconProps) => <Icon {...props} shapes='<path d="M4 5h16v11H9l-5 4z"></path><path d="M8 9.5h8M8 12.5h5"></path>' />;
