import type { TNutritionTotals } from '../../../contract/nutrition-analysis';

/**
 * The analysis's `recommendations` (proteinGoal and suggestions), from the meal and
 * the person's day so far. Pure and deterministic. Reference values:
 * - Protein: the RDA of 0.8 g per kg of body weight for adults (NIH Office of Dietary Supplements;
 *   Institute of Medicine DRI). Without a known weight, 70 kg (a documented default: 56 g/day).
 * - Sodium: under 2,300 mg a day; added sugars: under 10% of calories; fibre: 14 g per 1,000 kcal
 *   (Dietary Guidelines for Americans 2020–2025, dietaryguidelines.gov).
 */

export const PROTEIN_G_PER_KG = 0.8;
export const DEFAULT_WEIGHT_KG = 70;
export const SODIUM_DAILY_LIMIT_MG = 2300;

export function proteinGoal(weightKg: number | null): number {
  const weight = weightKg !== null && weightKg >= 20 && weightKg <= 300 ? weightKg : DEFAULT_WEIGHT_KG;
  return Math.round(weight * PROTEIN_G_PER_KG);
}

const round = (n: number) => Math.round(n);

export function mealSuggestions(meal: TNutritionTotals, daySoFar: TNutritionTotals, goal: number): string[] {
  const out: string[] = [];
  if (meal.totalCalories <= 0) return out;

  const proteinLeft = goal - daySoFar.totalProtein;
  if (proteinLeft > 0) {
    out.push(
      `So far today you have had about ${round(daySoFar.totalProtein)} g of protein — ${round(proteinLeft)} g to go to your ${goal} g goal.`,
    );
  } else {
    out.push(`You have reached your ${goal} g protein goal for today.`);
  }
  if (meal.totalProtein < 15 && meal.totalCalories >= 200 && proteinLeft > 0) {
    out.push(
      'This meal is light on protein. Eggs, Greek yogurt, beans, lentils, tofu, fish or chicken would add some.',
    );
  }
  if (
    meal.totalFiber !== null &&
    meal.totalCalories >= 300 &&
    meal.totalFiber < (meal.totalCalories / 1000) * 14 * 0.5
  ) {
    out.push(
      'Adding vegetables, fruit, beans or whole grains would bring more fibre, which helps digestion and steady energy.',
    );
  }
  if (meal.totalSodium !== null && meal.totalSodium > 1000) {
    out.push(
      `This meal has about ${round(meal.totalSodium)} mg of sodium — a large share of the ${SODIUM_DAILY_LIMIT_MG.toLocaleString('en-US')} mg advised for a whole day.`,
    );
  } else if (daySoFar.totalSodium !== null && daySoFar.totalSodium > SODIUM_DAILY_LIMIT_MG) {
    out.push(
      `Today's sodium is above the ${SODIUM_DAILY_LIMIT_MG.toLocaleString('en-US')} mg advised per day; lower-salt choices for the rest of the day would help.`,
    );
  }
  if (meal.totalSugar !== null && meal.totalSugar * 4 > meal.totalCalories * 0.25 && meal.totalSugar >= 15) {
    out.push(
      'Much of this meal’s energy comes from sugar; pairing sweet foods with protein or fibre keeps energy steadier.',
    );
  }
  if (meal.totalFat * 9 > meal.totalCalories * 0.45 && meal.totalCalories >= 300) {
    out.push('This meal is high in fat; choosing grilled or baked over fried next time lowers it.');
  }
  return out;
}

export function emptyTotals(): TNutritionTotals {
  return {
    totalCalories: 0,
    totalProtein: 0,
    totalCarbs: 0,
    totalFat: 0,
    totalFiber: 0,
    totalSugar: 0,
    totalSodium: 0,
  };
}

const add = (a: number | null, b: number | null) => (a === null && b === null ? null : (a ?? 0) + (b ?? 0));

export function sumTotals(list: readonly TNutritionTotals[]): TNutritionTotals {
  return list.reduce<TNutritionTotals>(
    (sum, t) => ({
      totalCalories: sum.totalCalories + t.totalCalories,
      totalProtein: sum.totalProtein + t.totalProtein,
      totalCarbs: sum.totalCarbs + t.totalCarbs,
      totalFat: sum.totalFat + t.totalFat,
      totalFiber: add(sum.totalFiber, t.totalFiber),
      totalSugar: add(sum.totalSugar, t.totalSugar),
      totalSodium: add(sum.totalSodium, t.totalSodium),
    }),
    emptyTotals(),
  );
}
