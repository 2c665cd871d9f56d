import type { TPractitionerApplication } from '@contract/practice';
import { describe, expect, it } from 'vitest';
import { displayName, formatExperience, formatFee, groupByStatus, isEditOfLiveProfile } from './format';

const application = (overrides: Partial<TPractitionerApplication>): TPractitionerApplication => ({
  id: 'a',
  userId: 'u',
  accountEmail: 'priya@example.com',
  createdAt: '2026-11-01T10:00:00.000Z',
  practitionerId: 'p',
  status: 'pending',
  submittedAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: null,
  rejectionReason: null,
  isLive: false,
  firstName: 'Priya',
  lastName: 'Natarajan',
  email: 'office@example.com',
  phone: '415-555-0142',
  specialties: ['Functional Medicine'],
  certifications: ['MD', 'PhD'],
  bio: 'Bio',
  experience: 12,
  location: 'San Francisco',
  zipCode: '94108',
  consultationFee: 175.5,
  availableHours: 'Mon-Thu',
  languagesSpoken: ['English'],
  education: 'UCSF',
  acceptsInsurance: false,
  insurance: '',
  telehealth: true,
  website: '',
  licenseState: 'CA',
  licenseNumber: 'A123456',
  profileImage: null,
  isVerified: false,
  rating: '0.0',
  reviewCount: 0,
  totalConsultations: 0,
  ...overrides,
});

describe('the review screen’s rules', () => {
  it('groups applications by status in the server’s order and leaves drafts out', () => {
    const groups = groupByStatus([
      application({ id: '1' }),
      application({ id: '2', status: 'rejected' }),
      application({ id: '3' }),
      application({ id: '4', status: 'approved' }),
      application({ id: '5', status: 'draft' }),
    ]);
    expect(groups.pending.map((a) => a.id)).toEqual(['1', '3']);
    expect(groups.rejected.map((a) => a.id)).toEqual(['2']);
    expect(groups.approved.map((a) => a.id)).toEqual(['4']);
  });

  it('marks an edit of a live profile while it waits or after it was rejected, not once approved', () => {
    expect(isEditOfLiveProfile(application({ isLive: true }))).toBe(true);
    expect(isEditOfLiveProfile(application({ isLive: true, status: 'rejected' }))).toBe(true);
    expect(isEditOfLiveProfile(application({ isLive: true, status: 'approved' }))).toBe(false);
    expect(isEditOfLiveProfile(application({ isLive: false }))).toBe(false);
  });

  it('writes fees, experience and names as the cards show them', () => {
    expect(formatFee(175.5)).toBe('$175.50 per session');
    expect(formatFee(0.1)).toBe('$0.10 per session');
    expect(formatFee(null)).toBe('Not set');
    expect(formatExperience(1)).toBe('1 year');
    expect(formatExperience(0)).toBe('0 years');
    expect(formatExperience(null)).toBe('Not given');
    expect(displayName(application({}))).toBe('Priya Natarajan, MD, PhD');
    expect(displayName(application({ certifications: [] }))).toBe('Priya Natarajan');
  });
});
