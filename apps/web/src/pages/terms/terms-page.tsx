import { LegalDocument, type LegalSection } from '../../components/layout/legal-document';
import { footageRetentionText } from '../../features/account/account-rights';

const SECTIONS: LegalSection[] = [
  {
    title: 'About these terms',
    paragraphs: [
      'These terms are an agreement between you and Courtside, a business based in Melbourne, Victoria, Australia ("Courtside", "we", "us"). They apply whenever you use our website, buy game credits, upload footage or receive statistics from us.',
      'By creating an account or buying credits you accept these terms. If you use Courtside for a club, school or league, you confirm you may accept them on its behalf.',
    ],
  },
  {
    title: 'The service',
    paragraphs: [
      'Courtside turns basketball game footage into statistics. You upload a video file or a video link; our analysts, assisted by software, tag the plays; and we deliver a box score for both teams and every player, a statistics page and a PDF report.',
      'The statistics we deliver include points, shots made and missed, rebounds, blocks, steals, assists, turnovers and personal fouls. We may add to them over time.',
    ],
  },
  {
    title: 'Your account',
    paragraphs: [
      'You must give accurate details when you sign up and keep your password secret. You are responsible for everything done through your account. Tell us at once at support@courtside.com.au if you think someone else has used it.',
      'You must be at least 16 years old to hold an account. Players under 16 may use Courtside through a parent, coach or club account.',
      'From your account page you can download a copy of your data, change your e-mail address and delete your account at any time.',
    ],
  },
  {
    title: 'Game credits',
    paragraphs: [
      'Statistics are bought as game credits. One credit is one game analysis, and one credit is used when you upload a game. Credits do not expire.',
      'If you buy a larger package later, your remaining credits carry over and the additional games use the new package rate. Credits belong to the account that bought them and cannot be transferred or exchanged for cash.',
    ],
  },
  {
    title: 'Prices and payment',
    paragraphs: [
      'Prices are in Australian dollars and include GST where it applies. Our base price is AU$35 per game, with bundle discounts for 5-19 games (AU$32 per game) and for 20 or more games (AU$29 per game). Enterprise packages are quoted individually.',
      'Card payments are handled by our payment provider on its secure checkout page. Courtside never receives or stores your full card number. Credits are added to your account as soon as the payment is confirmed.',
    ],
  },
  {
    title: 'Refunds',
    paragraphs: [
      'Fees are non-refundable except as set out in these terms or as required by law, including the Australian Consumer Law. Nothing in these terms excludes rights you have under that law.',
      'If an upload fails, or we cannot analyse footage you sent, the credit used for it is returned to your account.',
    ],
  },
  {
    title: 'Satisfaction guarantee',
    paragraphs: [
      'If you are not satisfied with a box score, contact us within 7 days of its delivery. We will reprocess the game or refund it, at your choice.',
    ],
  },
  {
    title: 'Uploading footage',
    paragraphs: [
      'You may upload files in MP4, MOV, AVI or WMV format up to 2 GB, or links to YouTube, Vimeo or a direct video file. For accurate statistics, footage should be at least 720p, in landscape, recorded from a stable, elevated position with the whole court in view.',
      'Statistics can only be as complete as the footage allows. Plays that cannot be seen in the footage may be missing from the box score.',
    ],
  },
  {
    title: 'Your content and permissions',
    paragraphs: [
      'You keep all rights in the footage you upload. You give Courtside a limited licence to store, copy, transcode and view it only to produce and deliver your statistics and to support you.',
      "You confirm that you are entitled to upload the footage and that doing so does not breach anyone else's rights, including the privacy of people who appear in it and the rules of the competition or venue.",
      footageRetentionText(),
    ],
  },
  {
    title: 'Acceptable use',
    paragraphs: [
      "You must not upload material that is unlawful, that is not basketball footage, or that you have no right to share; try to reach other customers' data; interfere with or overload the service; or resell the service without our written agreement.",
    ],
  },
  {
    title: 'Delivery times',
    paragraphs: [
      'We aim to deliver every game within 24 hours of its upload completing, and season packages typically within 12-16 hours. These are targets, not guarantees; if we are late we will tell you and keep working on your game.',
    ],
  },
  {
    title: 'Accuracy',
    paragraphs: [
      'Every game is tagged by an analyst and reviewed by a second one before delivery, and we guarantee 98% accuracy. If you find an error, tell us and we will correct it.',
    ],
  },
  {
    title: 'Cancellation',
    paragraphs: [
      'You may close your account at any time from your account page or by e-mailing us. Deleting it removes your profile, teams, games, footage and statistics at once; we keep the record of your purchases and credits, without your name or e-mail address, for our accounts. Unused prepaid credits are forfeited when an account is closed, unless the law requires otherwise.',
      'We may suspend or close an account that breaches these terms. If we close an account for reasons other than a breach, we will refund its unused credits.',
    ],
  },
  {
    title: 'Liability',
    paragraphs: [
      'To the extent the law allows, our liability for any claim connected with the service is limited to re-supplying the service or refunding what you paid for the games concerned. We are not liable for indirect losses, such as lost opportunities or selection decisions made using our statistics.',
    ],
  },
  {
    title: 'Changes to these terms',
    paragraphs: [
      'We may update these terms. We will post the new version on this page and, for significant changes, e-mail you at least 14 days before they take effect. Credits you have already bought keep the terms under which you bought them.',
    ],
  },
  {
    title: 'Governing law and contact',
    paragraphs: [
      'These terms are governed by the laws of Victoria, Australia, and the courts of Victoria have jurisdiction.',
      'Questions about these terms: support@courtside.com.au. We answer 7 days a week, usually within 24 hours.',
    ],
  },
];

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      updated="November 24, 2026"
      intro="Plain terms for a simple service: you buy game credits, upload your games, and we deliver the statistics."
      sections={SECTIONS}
    />
  );
}
