export const FAQ_CATEGORIES = ['all', 'general', 'technical', 'pricing', 'support'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export interface FaqEntry {
  id: string;
  category: Exclude<FaqCategory, 'all'>;
  question: string;
  answer: string;
}

export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'what-stats',
    category: 'general',
    question: 'What statistics are in my box score?',
    answer:
      'For every player and both teams: points, field goals and three-pointers made and attempted, free throws made and attempted, offensive and defensive rebounds, assists, steals, blocks, turnovers and personal fouls, plus points by period. Completed games get a statistics page and a PDF report you can share.',
  },
  {
    id: 'how-long',
    category: 'general',
    question: 'How long does it take to get my stats?',
    answer:
      'Every game is delivered within 24 hours of your upload finishing, and season packages are usually ready in 12-16 hours. Your dashboard shows where your game is at each step, and we e-mail you when the box score is ready.',
  },
  {
    id: 'accuracy',
    category: 'general',
    question: 'How accurate are the statistics?',
    answer:
      'We guarantee 98% accuracy. Our analysts tag every play with AI-assisted tools, and a second analyst reviews each game against the footage and the final score before it is delivered.',
  },
  {
    id: 'formats',
    category: 'technical',
    question: 'Which video formats and sizes can I upload?',
    answer:
      'MP4, MOV, AVI and WMV files up to 2 GB, or a YouTube, Vimeo or direct video link. Record at 720p or better, in landscape, from an elevated spot that shows the whole court. Uploads can be paused and resumed, even after closing the page.',
  },
  {
    id: 'no-app',
    category: 'technical',
    question: 'Do I need to install an app?',
    answer:
      'No. Courtside works in any modern browser on a computer, tablet or phone: you upload, follow progress and read your stats on the web.',
  },
  {
    id: 'credits-expire',
    category: 'pricing',
    question: 'Do my game credits expire?',
    answer:
      'Never. One credit is one game analysis, and unused credits stay on your account until you use them. If you move to a bigger package, your remaining credits carry over and extra games use the new rate.',
  },
  {
    id: 'payment',
    category: 'pricing',
    question: 'How do I pay, and in what currency?',
    answer:
      "All prices are in Australian dollars. You pay by card on our payment provider's secure checkout page; Courtside never sees or stores your card number. Single games are AU$35, 5-19 games AU$32 each and 20 or more AU$29 each.",
  },
  {
    id: 'guarantee',
    category: 'support',
    question: 'What if I am not happy with my box score?',
    answer:
      'Contact us within 7 days of delivery and we will reprocess the game or refund it. Our support team answers e-mail 7 days a week, usually within 24 hours.',
  },
];

/** The entries in `category` whose question or answer contains every word of `query` (case-insensitive). */
export function filterFaqs(entries: readonly FaqEntry[], query: string, category: FaqCategory): FaqEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return entries.filter((entry) => {
    if (category !== 'all' && entry.category !== category) return false;
    const text = `${entry.question} ${entry.answer}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
