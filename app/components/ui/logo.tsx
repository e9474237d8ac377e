import { Link } from "react-router";

export function Logo({ productName, to = "/" }: { productName: string; to?: string }) {
  return (
    <Link to={to} className="logo" aria-label={`${productName} home`}>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#3D1277" />
        <path d="M9 21.5c2.2 2 4.6 3 7 3 4.7 0 8-3.5 8-8.5S20.7 7.5 16 7.5 8 11 8 15.5h8" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span>{productName}</span>
    </Link>
  );
}
