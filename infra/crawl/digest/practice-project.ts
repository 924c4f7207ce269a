/**
 * A site that says of itself it is a class's or a course's exercise, or that its company is made up: "This website is a school
 * project", "This site is a student project made by …", "This company is a fictional company", "This store is not real", "Ce site est
 * un projet étudiant", "Dieses Projekt ist ein Schulprojekt", "Este sitio es un proyecto escolar". Its name, prices and address
 * are the exercise's, never a product's. A disclaimer that content is "for educational purposes only" is not one: real products
 * say that of their advice, and a product's sample data may name a made-up customer.
 */
const PRACTICE = [
  /\b(this|the|our) (web ?site|site|page|project|app|application|company|store|shop|brand|business) (is|was) (just |only |merely |purely )?(a |an )?(result of (a|an|our) )?((school|student|students'|class|classroom|university|college|academic|course|coursework|bootcamp|practice|portfolio|demo|demonstration|fictional|fictitious|fake|made-up|imaginary|group|final|capstone|lab)\s+){1,3}(project|assignment|exercise|company|business|brand|store|shop|website|site|work)\b/i,
  /\b(created|made|built|developed|designed) (as|for) (a|an|the|my|our) (school|class|course|university|college|student|academic|coursework|bootcamp) (project|assignment|exercise)\b/i,
  /\b(this|the) (web ?site|site|company|store|shop|business|brand) is not (a )?real\b|\bnot a real (company|business|store|shop|brand|startup)\b/i,
  /\b(ce|le) (site|projet) est un projet (étudiant|scolaire|d'école|universitaire|de cours)\b|\b(dies(e[sr]?)?|das) (web)?(seite|projekt|website) ist ein (schul|studien|uni|studenten|übungs)projekt\b|\b(este|el) (sitio|proyecto|sitio web) es un proyecto (escolar|universitario|académico|estudiantil|de clase)\b/i,
  // A copyright line that calls the site a school project ("© 2026 Nasz zespół. Projekt szkolny — 1. klasa"): the holder is a
  // class, not a company. Only right after the copyright's own sentence: "every school project" further on is a product's words.
  /©[^.©]{0,80}\.\s*(school project|student project|class project|projekt szkolny|projekt studencki|projet scolaire|projet étudiant|schulprojekt|proyecto escolar|progetto scolastico|trabalho escolar|projeto escolar|schoolproject)\b/i,
  /\b(ta |nasza )?strona (jest|to) (projektem (szkolnym|studenckim)|projekt (szkolny|studencki))\b/i,
];

/** Whether the page's own words say it is a school or practice project, or its company a made-up one. */
export const saysItIsPractice = (visibleText: string) => PRACTICE.some((p) => p.test(visibleText.replace(/\s+/g, ' ')));
