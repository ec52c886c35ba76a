// robots.txt: the public pages may be indexed, the rest (the app behind sign-in, /auth) is kept out.
// The Worker answers it and the build writes it into web/dist (the Pages deployment serves it as a file).
export const ROBOTS_TXT = `User-agent: *
Allow: /$
Allow: /airline-problems
Allow: /how-it-works
Allow: /faq
Allow: /terms
Allow: /privacy
Allow: /refund
Disallow: /
`;
