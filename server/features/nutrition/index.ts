// What other areas may use of the nutrition area: the meal-text analyser over the USDA foods.
export { analyseMealText } from './analyse-text';
