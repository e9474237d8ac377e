// The product's own social media accounts, linked from the public footer (spec 1 §2.4 "footer
// with social links"). A deployment names them in SOCIAL_LINKS; none are shown when it does not.

export const SOCIAL_LINK_NETWORKS = ["instagram", "x", "facebook", "tiktok", "youtube", "linkedin", "spotify", "twitch"] as const;
export type SocialLinkNetwork = (typeof SOCIAL_LINK_NETWORKS)[number];

export const SOCIAL_LINK_LABELS: Readonly<Record<SocialLinkNetwork, string>> = {
  instagram: "Instagram",
  x: "X",
  facebook: "Facebook",
  tiktok: "TikTok",
  youtube: "YouTube",
  linkedin: "LinkedIn",
  spotify: "Spotify",
  twitch: "Twitch",
};

export interface SocialLink {
  network: SocialLinkNetwork;
  url: string;
}

/**
 * SOCIAL_LINKS as given ("instagram=https://instagram.com/us,x=https://x.com/us"): the links in
 * that order, or the first problem in words. Each network once, each address https.
 */
export function parseSocialLinks(value: string | undefined): { links: SocialLink[]; error: string | null } {
  const links: SocialLink[] = [];
  for (const pair of (value ?? "").split(",").map((part) => part.trim()).filter(Boolean)) {
    const at = pair.indexOf("=");
    const network = pair.slice(0, at).trim().toLowerCase();
    const url = pair.slice(at + 1).trim();
    if (at < 1 || !(SOCIAL_LINK_NETWORKS as readonly string[]).includes(network)) {
      return { links: [], error: `"${pair}" does not start with one of ${SOCIAL_LINK_NETWORKS.join(", ")} and "="` };
    }
    if (links.some((link) => link.network === network)) return { links: [], error: `${network} is given twice` };
    let parsed: URL | null = null;
    try {
      parsed = new URL(url);
    } catch {
      parsed = null;
    }
    if (!parsed || parsed.protocol !== "https:") return { links: [], error: `the address of ${network} must be an https:// URL` };
    links.push({ network: network as SocialLinkNetwork, url: parsed.href });
  }
  return { links, error: null };
}
