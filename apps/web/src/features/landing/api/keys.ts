export const landingKeys = {
  links: ['url-links'] as const,
};
