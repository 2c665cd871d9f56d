import { describe, expect, it } from 'vitest';
import { editDistance, parseNutritionLabel, parseNutritionLabelReadings, readNumber } from './parser';

const CLEAN = `Nutrition Facts
8 servings per container
Serving size 2/3 cup (55g)
Amount per serving
Calories 230
% Daily Value*
Total Fat 8g 10%
Saturated Fat 1g 5%
Trans Fat 0g
Cholesterol 0mg 0%
Sodium 160mg 7%
Total Carbohydrate 37g 13%
Dietary Fiber 4g 14%
Total Sugars 12g
Includes 10g Added Sugars 20%
Protein 3g
Vitamin D 2mcg 10%
* The % Daily Value (DV) tells you how much a nutrient in a serving of food contributes to a daily diet.
2,000 calories a day is used for general nutrition advice.`;

const values = (text: string) => {
  const { fields } = parseNutritionLabel(text);
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field?.value ?? null]));
};

describe('parseNutritionLabel', () => {
  it('reads every field and the serving size of a clean 2016-format label', () => {
    const parsed = parseNutritionLabel(CLEAN);
    expect(values(CLEAN)).toEqual({
      calories: 230,
      protein: 3,
      carbs: 37,
      fat: 8,
      fiber: 4,
      sugars: 12,
      sodium: 160,
    });
    expect(parsed.servingSize).toMatchObject({ text: '2/3 cup (55g)', grams: 55 });
    expect(parsed.missing).toEqual([]);
    expect(parsed.fields.calories).toMatchObject({ unit: 'kcal' });
    expect(parsed.fields.sodium).toMatchObject({ unit: 'mg' });
    for (const field of Object.values(parsed.fields)) expect(field!.confidence).toBeGreaterThan(0.85);
  });

  it("repairs letters read for digits: 'Calories 2l0', 'Og', 'Omg', 'l60mg', 'Bg'", () => {
    const text = CLEAN.replace('Calories 230', 'Calories 2l0')
      .replace('Trans Fat 0g', 'Trans Fat Og')
      .replace('Sodium 160mg', 'Sodium l60mg')
      .replace('Total Fat 8g', 'Total Fat Bg');
    expect(values(text)).toMatchObject({ calories: 210, sodium: 160, fat: 8 });
    const parsed = parseNutritionLabel(text);
    const clean = parseNutritionLabel(CLEAN);
    expect(parsed.fields.calories!.confidence).toBeLessThan(clean.fields.calories!.confidence);
  });

  it("reads 'Tota1 Fat 8g', 'Sodlum', 'Proteln' and 'Total Carbohydrate 37g 13%'", () => {
    const text = 'Calories 230\nTota1 Fat 8g 10%\nSodlum 160mg 7%\nTotal Carbohydrate 37g 13%\nProteln 3g';
    expect(values(text)).toMatchObject({ calories: 230, fat: 8, sodium: 160, carbs: 37, protein: 3 });
  });

  it("joins a unit split from its number: 'Protein 5 g'", () => {
    expect(values('Protein 5 g').protein).toBe(5);
  });

  it("reads 'Total Fat 0g' as zero, not as missing", () => {
    expect(values('Total Fat Og 0%').fat).toBe(0);
  });

  it("takes 'Total Fat 89 10%' as 8 g: the g read as 9, checked against the % Daily Value", () => {
    const parsed = parseNutritionLabel(
      'Calories 230\nTotal Fat 89 10%\nTotal Carbohydrate 379 13%\nProtein 3g',
    );
    expect(parsed.fields.fat!.value).toBe(8);
    expect(parsed.fields.carbs!.value).toBe(37);
  });

  it("settles 'Protein 39' by the calories: 4·protein + 4·carbs + 9·fat", () => {
    expect(values('Calories 230\nTotal Fat 8g 10%\nTotal Carbohydrate 37g 13%\nProtein 39').protein).toBe(3);
    expect(values('Calories 370\nTotal Fat 8g 10%\nTotal Carbohydrate 37g 13%\nProtein 39').protein).toBe(39);
  });

  it("reads '2.59' as 2.5 g: labels give at most one decimal", () => {
    expect(values('Total Fat 2.59 3%').fat).toBe(2.5);
  });

  it("splits an amount glued to its %: 'Dietary Fiber 4914%' and '53g19%'", () => {
    expect(values('Dietary Fiber 4914%').fiber).toBe(4);
    expect(values('Total Carbohydrate 53g19% 212g 77%').carbs).toBe(53);
  });

  it('corrects a one-digit misread that the % Daily Value and the calories both contradict', () => {
    const text = 'Calories 230\nTotal Fat 18g 13%\nTotal Carbohydrate 16g 6%\nProtein 22g';
    expect(values(text).fat).toBe(10);
  });

  it('ignores the % Daily Value column and the footnote calories', () => {
    const parsed = parseNutritionLabel(
      'Amount per serving\n% Daily Value*\n2,000 calories a day is used for advice.',
    );
    expect(parsed.fields.calories).toBeNull();
  });

  it("reads 'Calories 230 Calories from Fat 72' as 230, and never 'Calories from Fat' alone", () => {
    expect(values('Calories 230 Calories from Fat 72').calories).toBe(230);
    expect(values('Calories from Fat 72').calories).toBeNull();
  });

  it('reads the per-serving column of a dual-column label', () => {
    const text = `Serving size 1 cup (228g)
Per serving Per container
Calories 230 1,840
Total Fat 8g 10% 64g 82%
Sodium 160mg 7% 1,280mg 56%
Total Carbohydrate 37g 13% 296g 108%
Protein 3g 24g`;
    expect(values(text)).toMatchObject({ calories: 230, fat: 8, sodium: 160, carbs: 37, protein: 3 });
  });

  it('finds the per-serving column when it is printed second', () => {
    const text = `Per container Per serving
Calories 1,840 230
Total Fat 64g 82% 8g 10%
Total Carbohydrate 296g 108% 37g 13%
Protein 24g 3g`;
    expect(values(text)).toMatchObject({ calories: 230, fat: 8, carbs: 37, protein: 3 });
  });

  it("leaves a dual-column field missing when only the per-container amount was read ('11% 90g 33%')", () => {
    const text = 'Per serving Per container\nTotal Carbohydrate 11% 90g 33%';
    expect(values(text).carbs).toBeNull();
  });

  it("does not take 'Saturated Fat', 'Trans Fat' or 'Added Sugars' for fat or sugars", () => {
    expect(values('Saturated Fat 1g 5%\nTrans Fat 0g\nIncludes 10g Added Sugars 20%')).toMatchObject({
      fat: null,
      sugars: null,
    });
  });

  it('reads the older format: Serving Size, Servings Per Container, Sugars', () => {
    const text = `Serving Size 1 bar (40g)
Servings Per Container 8
Calories 190 Calories from Fat 70
Total Fat 8g 12%
Total Carbohydrate 26g 9%
Sugars 12g
Protein 3g`;
    const parsed = parseNutritionLabel(text);
    expect(parsed.servingSize).toMatchObject({ text: '1 bar (40g)', grams: 40 });
    expect(values(text)).toMatchObject({ calories: 190, fat: 8, carbs: 26, sugars: 12, protein: 3 });
  });

  it("reads a serving of '(550)' as 55 g, with lower confidence", () => {
    const parsed = parseNutritionLabel('Serving size 2/3 cup (550)');
    expect(parsed.servingSize).toMatchObject({ text: '2/3 cup (55g)', grams: 55 });
    expect(parsed.servingSize!.confidence).toBeLessThan(0.7);
  });

  it('gives no grams for a serving measured in millilitres', () => {
    expect(parseNutritionLabel('Serving size 1 cup (240mL)').servingSize).toMatchObject({
      text: '1 cup (240mL)',
      grams: null,
    });
  });

  it('converts sodium given in grams and repairs mg read as rng', () => {
    expect(values('Sodium 0.4g 17%').sodium).toBe(400);
    expect(values('Sodium 160rng 7%').sodium).toBe(160);
  });

  it('prefers kcal over kJ on an energy line', () => {
    expect(values('Energy 961kJ 230kcal').calories).toBe(230);
  });

  it("reads '<1g' as half a gram", () => {
    expect(values('Dietary Fiber <1g 2%').fiber).toBe(0.5);
  });

  it('lists what it could not read and invents nothing', () => {
    const parsed = parseNutritionLabel('Nutrition Facts\nCalories 230\nsomething blurred');
    expect(parsed.fields.calories!.value).toBe(230);
    expect(parsed.missing).toEqual(['protein', 'carbs', 'fat', 'fiber', 'sugars', 'sodium', 'servingSize']);
    expect(parseNutritionLabel('').missing).toHaveLength(8);
    expect(parseNutritionLabel('a photo of a sandwich').fields.protein).toBeNull();
  });

  it("reads a label run into its amount: 'Total Fat99 12%', 'Saturated Fat3g'", () => {
    expect(values('Total Fat99 12%').fat).toBe(9);
    expect(values('Tota1 Fat 9g 12%').fat).toBe(9);
  });

  it("reads '3.55' as 3.5 g, '179g' as 17 g when the calories say so, and '420ag' as 420 mg", () => {
    expect(values('Total Fat 3.55').fat).toBe(3.5);
    const text = 'Calories 490\nTotal Fat 23g 29%\nTotal Carbohydrate 48g 17%\nProtein 179g';
    expect(values(text).protein).toBe(17);
    expect(values('Sodium 420ag 18%').sodium).toBe(420);
  });

  it('combines several readings of one photo: agreement raises confidence, gaps are filled', () => {
    const first = 'Calories 230\nTotal Fat 8g 10%\nProtein 3g';
    const second = 'Calories 230\nTotal Carbohydrate 37g 13%\nProtein 3g';
    const parsed = parseNutritionLabelReadings([first, second]);
    expect(parsed.fields.fat?.value).toBe(8);
    expect(parsed.fields.carbs?.value).toBe(37);
    expect(parsed.isCrossChecked).toBe(true);
    expect(parseNutritionLabel(first).isCrossChecked).toBe(false);
  });

  it("lowers a field's confidence when tesseract was unsure of its line", () => {
    const sure = parseNutritionLabel([{ text: 'Protein 3g', confidence: 95 }]);
    const unsure = parseNutritionLabel([{ text: 'Protein 3g', confidence: 40 }]);
    expect(unsure.fields.protein!.confidence).toBeLessThan(sure.fields.protein!.confidence);
  });

  it('doubts sugars larger than the carbohydrate', () => {
    const parsed = parseNutritionLabel('Total Carbohydrate 12g 4%\nTotal Sugars 50g');
    expect(parsed.fields.sugars!.confidence).toBeLessThan(0.6);
  });
});

describe('readNumber', () => {
  it.each([
    ['230', 230, null],
    ['2l0', 210, null],
    ['Og', 0, 'g'],
    ['(55g)', 55, 'g'],
    ['1,840', 1840, null],
    ['2,5g', 2.5, 'g'],
    ['13%', 13, '%'],
    ['160rng', 160, 'mg'],
    ['Bg', 8, 'g'],
  ])('reads %s', (token, value, unit) => {
    expect(readNumber(token)).toMatchObject({ value, unit });
  });

  it.each(['Protein', 'Serving', 'Tota1', 'cup', 'is', '2/3'])('leaves the word %s alone', (token) => {
    expect(readNumber(token)).toBeNull();
  });
});

describe('editDistance', () => {
  it('counts an adjacent swap as one edit', () => {
    expect(editDistance('protien', 'protein')).toBe(1);
    expect(editDistance('calones', 'calories')).toBe(2);
  });
});
