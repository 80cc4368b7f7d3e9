// Skills and frameworks with stable ids. `kind` splits the footer's two lists; the search's `skill` key covers both.
export type SkillKind = "language" | "framework" | "database" | "cloud" | "tool" | "design" | "package";
export type Skill = { id: number; name: string; kind: SkillKind };

const languages = [
  "Java", "PHP", "Python", "Ruby", "Go", "JavaScript", "TypeScript", "C#", "C++", "C", "Swift", "Kotlin",
  "Objective-C", "Scala", "Rust", "Perl", "VB.NET", "VBA", "COBOL", "R", "Dart", "Elixir", "Haskell", "Lua",
  "Shell", "PowerShell", "SQL", "PL/SQL", "HTML", "CSS", "Sass", "Solidity", "Groovy", "Clojure", "F#",
  "Visual Basic", "Delphi", "ABAP", "Apex", "Julia", "MATLAB", "Fortran", "Assembly", "RPG", "Erlang",
];
const frameworks = [
  "React", "Vue.js", "Angular", "Next.js", "Nuxt.js", "Svelte", "jQuery", "Node.js", "Express", "NestJS",
  "Spring", "Spring Boot", "Struts", "Laravel", "CakePHP", "Symfony", "CodeIgniter", "FuelPHP", "Ruby on Rails",
  "Django", "Flask", "FastAPI", ".NET", "ASP.NET", "Unity", "Unreal Engine", "Flutter", "React Native",
  "SwiftUI", "Jetpack Compose", "TensorFlow", "PyTorch", "scikit-learn", "pandas", "Spark", "Hadoop",
  "Redux", "GraphQL", "gRPC", "Tailwind CSS", "Bootstrap", "Electron", "Gin", "Echo", "Play Framework",
  "Hibernate", "MyBatis", "Remix", "Astro", "Qt",
];
const databases = [
  "MySQL", "PostgreSQL", "Oracle", "SQL Server", "SQLite", "MongoDB", "Redis", "DynamoDB", "Elasticsearch",
  "Cassandra", "BigQuery", "Snowflake", "Amazon Redshift", "Firestore", "MariaDB", "Db2",
];
const clouds = [
  "AWS", "Google Cloud", "Microsoft Azure", "Oracle Cloud", "Firebase", "Heroku", "Vercel", "Cloudflare",
  "Alibaba Cloud", "IBM Cloud",
];
const tools = [
  "Docker", "Kubernetes", "Terraform", "Ansible", "Jenkins", "GitHub Actions", "CircleCI", "Git", "Linux",
  "Windows Server", "Nginx", "Apache", "Kafka", "RabbitMQ", "Datadog", "Prometheus", "Grafana", "Jira",
  "Selenium", "Playwright", "Cisco", "VMware", "Active Directory", "Zabbix", "Chef", "Istio", "OpenShift",
];
const designTools = [
  "Figma", "Photoshop", "Illustrator", "XD", "Sketch", "After Effects", "Premiere Pro", "Blender", "Maya",
  "3ds Max", "WordPress", "Shopify",
];
const packages = [
  "SAP", "Salesforce", "ServiceNow", "kintone", "Dynamics 365", "Oracle EBS", "Tableau", "Power BI",
  "UiPath", "WinActor", "Pega",
];

export const SKILLS: Skill[] = [
  ...languages.map((name) => ({ name, kind: "language" as const })),
  ...frameworks.map((name) => ({ name, kind: "framework" as const })),
  ...databases.map((name) => ({ name, kind: "database" as const })),
  ...clouds.map((name) => ({ name, kind: "cloud" as const })),
  ...tools.map((name) => ({ name, kind: "tool" as const })),
  ...designTools.map((name) => ({ name, kind: "design" as const })),
  ...packages.map((name) => ({ name, kind: "package" as const })),
].map((skill, index) => ({ id: index + 1, ...skill }));

const skillsByName = new Map(SKILLS.map((s) => [s.name, s]));

export function skillByName(name: string): Skill {
  const skill = skillsByName.get(name);
  if (!skill) throw new Error(`Unknown skill: ${name}`);
  return skill;
}
