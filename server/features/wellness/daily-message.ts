import type { TDailyMessage } from '../../../contract/wellness';
import { dayOfYear } from '../../lib/calendar';

/**
 * The daily wellness message (docs/product/home.md#daily-message): a quote and an affirmation, chosen by
 * date. Quotes are by authors whose words are in the public domain (the work each is from is noted), or
 * 'Unknown' for proverbs.
 */
export const QUOTES: readonly { text: string; author: string }[] = [
  { text: 'The first wealth is health.', author: 'Ralph Waldo Emerson' }, // The Conduct of Life, 1860
  { text: 'Adopt the pace of nature: her secret is patience.', author: 'Ralph Waldo Emerson' }, // 'Education'
  { text: 'Nothing can bring you peace but yourself.', author: 'Ralph Waldo Emerson' }, // Self-Reliance, 1841
  {
    text: 'Write it on your heart that every day is the best day in the year.',
    author: 'Ralph Waldo Emerson', // Society and Solitude, 1870
  },
  {
    text: 'Early to bed and early to rise, makes a man healthy, wealthy, and wise.',
    author: 'Benjamin Franklin', // Poor Richard's Almanack, 1735
  },
  { text: 'An ounce of prevention is worth a pound of cure.', author: 'Benjamin Franklin' }, // 1735 letter
  { text: 'Well done is better than well said.', author: 'Benjamin Franklin' }, // Poor Richard's Almanack, 1737
  { text: 'A journey of a thousand miles begins with a single step.', author: 'Lao Tzu' }, // Tao Te Ching 64
  { text: 'Knowing others is intelligence; knowing yourself is true wisdom.', author: 'Lao Tzu' }, // Tao Te Ching 33
  {
    text: 'Very little is needed to make a happy life; it is all within yourself, in your way of thinking.',
    author: 'Marcus Aurelius', // Meditations VII
  },
  {
    text: 'It is not that we have a short time to live, but that we waste a lot of it.',
    author: 'Seneca', // On the Shortness of Life
  },
  { text: 'It is part of the cure to wish to be cured.', author: 'Seneca' }, // Phaedra
  { text: 'Difficulties strengthen the mind, as labour does the body.', author: 'Seneca' },
  { text: 'Well begun is half done.', author: 'Aristotle' }, // Politics, quoting a proverb
  { text: 'Happiness depends upon ourselves.', author: 'Aristotle' }, // Nicomachean Ethics
  {
    text: "Rest is not idleness, and to lie sometimes on the grass under trees on a summer's day, listening to the murmur of the water, or watching the clouds float across the sky, is by no means a waste of time.",
    author: 'John Lubbock', // The Use of Life, 1894
  },
  { text: "Tired nature's sweet restorer, balmy sleep!", author: 'Edward Young' }, // Night-Thoughts, 1742
  { text: "Sleep that knits up the ravell'd sleeve of care.", author: 'William Shakespeare' }, // Macbeth
  {
    text: 'There is nothing either good or bad, but thinking makes it so.',
    author: 'William Shakespeare', // Hamlet
  },
  {
    text: 'Our bodies are our gardens, to the which our wills are gardeners.',
    author: 'William Shakespeare', // Othello
  },
  { text: 'Wisely and slow; they stumble that run fast.', author: 'William Shakespeare' }, // Romeo and Juliet
  { text: 'Hope is the thing with feathers that perches in the soul.', author: 'Emily Dickinson' },
  {
    text: 'If one advances confidently in the direction of his dreams, and endeavors to live the life which he has imagined, he will meet with a success unexpected in common hours.',
    author: 'Henry David Thoreau', // Walden, 1854
  },
  {
    text: 'Methinks that the moment my legs begin to move, my thoughts begin to flow.',
    author: 'Henry David Thoreau', // Journal, 1851
  },
  {
    text: 'Although the world is full of suffering, it is also full of the overcoming of it.',
    author: 'Helen Keller', // Optimism, 1903
  },
  { text: 'Optimism is the faith that leads to achievement.', author: 'Helen Keller' }, // Optimism, 1903
  {
    text: 'Afoot and light-hearted I take to the open road, healthy, free, the world before me.',
    author: 'Walt Whitman', // Song of the Open Road, 1856
  },
  {
    text: 'Health is the vital principle of bliss, and exercise, of health.',
    author: 'James Thomson', // The Castle of Indolence, 1748
  },
  {
    text: 'Those who think they have not time for bodily exercise will sooner or later have to find time for illness.',
    author: 'Edward Stanley, Earl of Derby', // address at Liverpool College, 1873
  },
  {
    text: 'The mind is its own place, and in itself can make a heaven of hell, a hell of heaven.',
    author: 'John Milton', // Paradise Lost, 1667
  },
  {
    text: 'Let us be grateful to people who make us happy; they are the charming gardeners who make our souls blossom.',
    author: 'Marcel Proust', // Les plaisirs et les jours, 1896
  },
  {
    text: 'Do what you can, with what you have, where you are.',
    author: 'Theodore Roosevelt', // An Autobiography, 1913
  },
  { text: 'The groundwork of all happiness is health.', author: 'Leigh Hunt' },
  { text: 'Laughter is the best medicine.', author: 'Unknown' }, // proverb
  { text: 'Fall seven times, stand up eight.', author: 'Unknown' }, // Japanese proverb
];

/** A fixed list of 15 affirmations, chosen by day of year modulo 15. */
export const AFFIRMATIONS: readonly string[] = [
  'I am allowed to rest without having to earn it.',
  'My body is doing its best, and I can be patient with it.',
  'Small steps still move me forward.',
  'I listen to what my body tells me today.',
  'I choose one kind thing to do for myself today.',
  'My feelings are valid, and they will pass.',
  'Asking for help is a strength, not a weakness.',
  'Today I celebrate progress, not perfection.',
  'I breathe in calm and breathe out tension.',
  'I give myself the same care I give to others.',
  'Every healthy choice I make adds up.',
  'I am more than my symptoms.',
  'I can handle today, one moment at a time.',
  'My rest is productive, and my healing matters.',
  'I am learning what helps me feel well.',
];

/** The message for a calendar date (YYYY-MM-DD): day of year modulo each list's length. */
export function dailyMessageFor(date: string): TDailyMessage {
  const day = dayOfYear(date);
  const quote = QUOTES[day % QUOTES.length]!;
  return {
    date,
    quote: quote.text,
    quoteAuthor: quote.author,
    affirmation: AFFIRMATIONS[day % AFFIRMATIONS.length]!,
  };
}
