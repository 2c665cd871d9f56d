// The achievements feature's published entry: how a rarity looks, for the gamification panel on /progress.

export { readableDate } from './dates';
export { RarityBadge } from './rarity';
