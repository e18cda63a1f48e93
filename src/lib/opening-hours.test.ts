import { describe, expect, it } from 'vitest';
import { hoursLines, hoursSummary, withContactFacts } from './opening-hours';

const weekdays = [{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr'] as const, opens: '09:00', closes: '18:00' }];

describe('office hours from the one settings input', () => {
  it('says each group of days with its hours, then the closed days, in the page’s language', () => {
    expect(hoursLines(weekdays, 'en', 'Closed')).toEqual(['Monday–Friday: 9:00 AM–6:00 PM', 'Saturday–Sunday: Closed']);
    expect(hoursLines(weekdays, 'de', 'Geschlossen')).toEqual([
      'Montag–Freitag: 9:00–18:00',
      'Samstag–Sonntag: Geschlossen',
    ]);
    expect(hoursLines(weekdays, 'es', 'Cerrado')[0]).toMatch(/^lunes–viernes: 9:00–18:00$/);
    expect(hoursLines(weekdays, 'ar', 'مغلق')[1]).toBe('السبت–الأحد: مغلق');
  });

  it('joins days that do not follow each other with commas, and says no closed day when there is none', () => {
    const hours = [
      { days: ['Mo', 'We', 'Th', 'Fr'] as const, opens: '08:30', closes: '17:00' },
      { days: ['Tu', 'Sa', 'Su'] as const, opens: '10:00', closes: '14:00' },
    ];
    expect(hoursLines(hours, 'en', 'Closed')).toEqual([
      'Monday, Wednesday–Friday: 8:30 AM–5:00 PM',
      'Tuesday, Saturday–Sunday: 10:00 AM–2:00 PM',
    ]);
    expect(hoursSummary([], 'en', 'Closed')).toBe('Monday–Sunday: Closed');
  });

  it('fills {phone}, {email} and {hours} in a text, and leaves other braces alone', () => {
    const facts = { phone: '+1 555 0100', email: 'hi@example.com', hours: 'Monday–Friday: 9:00 AM–6:00 PM' };
    expect(withContactFacts('Call {phone} or write to {email} ({hours}); {name} stays.', facts)).toBe(
      'Call +1 555 0100 or write to hi@example.com (Monday–Friday: 9:00 AM–6:00 PM); {name} stays.',
    );
  });
});
