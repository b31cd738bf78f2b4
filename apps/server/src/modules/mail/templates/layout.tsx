import type { ReactNode } from 'react';

const page = { fontFamily: 'Arial, Helvetica, sans-serif', background: '#f4f5f7', padding: '24px', color: '#111827' };
const card = { maxWidth: '560px', margin: '0 auto', background: '#ffffff', borderRadius: '8px', padding: '24px' };

/** The frame every Courtside e-mail shares: the brand line, the content, the footer. */
export function EmailLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>{title}</title>
      </head>
      <body style={page}>
        <div style={card}>
          <p style={{ color: '#ea580c', fontWeight: 700, fontSize: '18px', margin: '0 0 16px' }}>Courtside</p>
          {children}
          <p style={{ color: '#6b7280', fontSize: '12px', marginTop: '24px' }}>
            Courtside, Melbourne, Australia. Upload your basketball video and get a detailed box score within a day.
          </p>
        </div>
      </body>
    </html>
  );
}
