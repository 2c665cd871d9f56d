import { TESTS as T } from '../tests';
import { condition as c, nhs, nhsPage, S } from './define';

/**
 * Common side effects of everyday medicines: the medicine named in the description is the main clue,
 * and the advice is to talk to the prescriber before stopping it.
 */
export const MEDICINES = [
  c({
    id: 'ace-inhibitor-cough',
    name: 'Cough from an ACE-inhibitor blood pressure medicine',
    system: 'medicines',
    triage: 'consultation',
    pattern: 'either',
    synonyms: [
      'ACE inhibitor cough',
      'ACE-inhibitor-induced cough',
      'ramipril cough',
      'medication side effect',
      'medicine side effect',
    ],
    summary:
      'A dry, tickly cough that starts weeks or months after beginning ramipril, lisinopril or a similar medicine and goes when it is stopped.',
    f: {
      ace_inhibitor: 40,
      dry_cough: 4,
      cough: 2,
      cough_weeks: 3,
      new_medicine: 2,
      fever: 0.3,
      productive_cough: 0.3,
    },
    p: 1,
    who: { child: 0.01, infant: 0.01, older: 2 },
    causes: [
      'ACE inhibitors let bradykinin build up in the airways, which triggers a cough in about 1 in 10 people.',
    ],
    help: [
      'Keep taking the medicine and ask your GP or pharmacist: a different blood pressure medicine (an ARB) usually stops the cough.',
      'The cough can take a few weeks to settle after a switch.',
    ],
    flags: ['Swelling of the lips, tongue or face while on an ACE inhibitor: call 999.'],
    tests: [T.exam],
    doctors: [S.pcp, S.pharm],
    sources: [nhsPage('medicines/ramipril', 'Ramipril')],
  }),
  c({
    id: 'statin-muscle-pain',
    name: 'Muscle pain from a statin',
    system: 'medicines',
    triage: 'consultation',
    pattern: 'either',
    synonyms: ['statin side effects', 'statin myopathy', 'statin muscle pain', 'medication side effect'],
    summary:
      'Aching, tender or weak muscles, often in the thighs or shoulders, after starting or increasing a statin such as atorvastatin or simvastatin.',
    f: {
      muscle_weakness_statin: 30,
      muscle_pain: 4,
      new_medicine: 2,
      widespread_pain: 1.5,
      fatigue: 1.3,
      fever: 0.4,
    },
    p: 1,
    who: { child: 0.01, infant: 0.01, older: 2 },
    escalate: { dark_urine: 'emergency', very_unwell: 'consultation_24' },
    causes: [
      'Statins can affect muscle cells; the risk is higher with higher doses, some other medicines and an underactive thyroid.',
    ],
    help: [
      'Do not stop the statin on your own: your GP can check a blood test and try a lower dose or a different statin.',
    ],
    flags: ['Severe muscle pain or weakness with dark, cola-coloured urine: get help the same day.'],
    tests: [T.cmp, T.tsh],
    doctors: [S.pcp, S.pharm],
    sources: [nhs('statins', 'Statins')],
  }),
  c({
    id: 'amlodipine-ankle-swelling',
    name: 'Ankle swelling from a calcium-channel blocker',
    system: 'medicines',
    triage: 'consultation',
    pattern: 'either',
    synonyms: [
      'amlodipine ankle swelling',
      'amlodipine side effects',
      'calcium channel blocker oedema',
      'medication side effect',
    ],
    summary:
      'Puffy ankles and feet on both sides after starting amlodipine, nifedipine or felodipine; common, harmless and better with a dose change.',
    f: {
      calcium_blocker: 40,
      ankle_swelling: 5,
      new_medicine: 2,
      breathless: 0.4,
      breathless_lying: 0.3,
      one_calf_swollen: 0.3,
    },
    p: 1,
    who: { child: 0.01, infant: 0.01, older: 2 },
    escalate: {
      breathless: 'consultation_24',
      breathless_lying: 'consultation_24',
      one_calf_swollen: 'consultation_24',
    },
    causes: ['These medicines widen small arteries, so fluid leaks into the tissues of the lower legs.'],
    help: [
      'Raise your legs when sitting; keep taking the medicine and ask your GP about a lower dose or a different one.',
    ],
    flags: ['Swelling of one leg only, or breathlessness: see a doctor the same day.'],
    tests: [T.exam],
    doctors: [S.pcp, S.pharm],
    sources: [nhsPage('medicines/amlodipine', 'Amlodipine')],
  }),
  c({
    id: 'opioid-constipation',
    name: 'Constipation from codeine or another opioid painkiller',
    system: 'medicines',
    triage: 'self_care',
    pattern: 'either',
    synonyms: [
      'opioid-induced constipation',
      'codeine constipation',
      'constipation',
      'medication side effect',
    ],
    summary:
      'Hard, infrequent stools after starting codeine, co-codamol, tramadol or morphine, which slow the bowel.',
    f: { opioid: 30, constipation: 6, bloating: 1.5, belly_pain: 1.2, new_medicine: 1.5, diarrhoea: 0.2 },
    p: 2,
    who: { child: 0.1, infant: 0.01, older: 1.5 },
    escalate: {
      vomiting: 'consultation_24',
      hard_swollen_belly: 'emergency',
      rectal_bleeding: 'consultation',
    },
    causes: ['Opioids slow the movement of the gut and dry the stools.'],
    help: [
      'Drink plenty, eat fibre and keep moving; a pharmacist can recommend a laxative to take while on the painkiller.',
      'Ask whether you still need the opioid or a lower dose.',
    ],
    flags: ['Being sick, a swollen hard belly, or no stools or wind at all: get help urgently.'],
    tests: [],
    doctors: [S.pharm, S.pcp],
    sources: [nhsPage('medicines/codeine', 'Codeine')],
  }),
] as const;
