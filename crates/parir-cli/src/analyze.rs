//! `parir analyze`: runs analysis printer passes on a module, like
//! `opt-19 -passes='print<...>' -disable-output` (issue 3, item 2).
//!
//! The output is the same text opt prints, written to standard output (opt writes it to
//! standard error). Several passes separated by commas run per function in order, as in opt's
//! pass pipelines: `parir analyze -p 'print<domtree>,print<loops>' in.ll`.
//!
//! The annotation systems' printers (`parir_annot::printers`, e.g. `print<parallel-claims>`)
//! have no opt-19 counterpart; each prints the whole module, in pipeline order with runs of
//! parir-analysis printers between them.

use std::process::ExitCode;

/// Output formats of `parir analyze`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    Text,
    /// One JSON document: `{"print<...>": ..., ...}` for the printers given.
    Json,
}

/// What the printers of parir-analysis print, as opt-19's do.
const ANALYSIS_PRINTERS: &[(&str, &str)] = &[
    (
        "print<domtree>",
        "the dominator tree of each function, as opt-19 prints it",
    ),
    (
        "print<postdomtree>",
        "the post-dominator tree of each function, as opt-19 prints it",
    ),
    (
        "print<loops>",
        "the loop forest of each function (LoopInfo), as opt-19 prints it",
    ),
];

/// Every printer `-p` takes, one line each, for `parir analyze --help`.
pub fn printer_list() -> String {
    debug_assert!(parir_analysis::printer::PASSES
        .iter()
        .all(|p| ANALYSIS_PRINTERS.iter().any(|(n, _)| n == p)));
    let mut rows: Vec<(String, String)> = ANALYSIS_PRINTERS
        .iter()
        .map(|(n, d)| (n.to_string(), d.to_string()))
        .collect();
    for p in parir_annot::printers() {
        let json = if p.json.is_some() {
            " (also --format json)"
        } else {
            ""
        };
        rows.push((p.name.to_string(), format!("{}{json}", p.description)));
    }
    let width = rows.iter().map(|(n, _)| n.len()).max().unwrap_or(0);
    let mut out = String::from("Printers (-p, comma-separated):\n");
    for (n, d) in rows {
        out.push_str(&format!("  {n:width$}  {d}\n"));
    }
    out
}

/// Runs the printer passes `passes` on the module in file `input` (`-` for standard input).
pub fn run(
    passes: &str,
    format: Format,
    svg: Option<&str>,
    input: &str,
) -> Result<ExitCode, String> {
    let names: Vec<&str> = passes.split(',').map(str::trim).collect();
    if svg.is_some() && (format == Format::Json || names.iter().any(|p| !p.starts_with("dot<"))) {
        return Err("--svg renders DOT printers (dot<...>) only".into());
    }
    let annot = parir_annot::printers();
    if format == Format::Json {
        if let Some(p) = names
            .iter()
            .find(|p| !annot.iter().any(|a| a.name == **p && a.json.is_some()))
        {
            let with: Vec<&str> = annot
                .iter()
                .filter(|a| a.json.is_some())
                .map(|a| a.name)
                .collect();
            return Err(format!(
                "'{p}' has no JSON output (printers with one: {})",
                with.join(", ")
            ));
        }
    }
    let known =
        |p: &str| parir_analysis::printer::PASSES.contains(&p) || annot.iter().any(|a| a.name == p);
    if let Some(bad) = names.iter().find(|p| !known(p)) {
        let mut all: Vec<&str> = parir_analysis::printer::PASSES.to_vec();
        all.extend(annot.iter().map(|a| a.name));
        return Err(format!("unknown pass '{bad}' (known: {})", all.join(", ")));
    }
    let (name, src) = crate::io::read_input(input)?;
    let Some(m) = crate::parse_or_report(&name, &src) else {
        return Ok(ExitCode::from(1));
    };
    if !crate::verify_or_report(&m, &name, &src) {
        return Ok(ExitCode::from(1));
    }
    drop(src);
    if format == Format::Json {
        let mut doc = serde_json::Map::new();
        for p in &names {
            if let Some(f) = annot.iter().find(|a| a.name == *p).and_then(|a| a.json) {
                doc.insert((*p).to_string(), f(&m));
            }
        }
        let mut text = serde_json::to_string_pretty(&serde_json::Value::Object(doc))
            .map_err(|e| format!("cannot write JSON: {e}"))?;
        text.push('\n');
        crate::io::write_output(None, text.as_bytes())?;
        return Ok(ExitCode::SUCCESS);
    }
    let mut text = String::new();
    let mut run: Vec<&str> = Vec::new();
    for p in names.iter().copied().chain([""]) {
        match annot.iter().find(|a| a.name == p) {
            None if !p.is_empty() => run.push(p),
            found => {
                if !run.is_empty() {
                    text += &parir_analysis::printer::run_printer_passes(&m, &run)
                        .ok_or_else(|| format!("unknown pass in '{passes}'"))?;
                    run.clear();
                }
                if let Some(a) = found {
                    text += &(a.run)(&m);
                }
            }
        }
    }
    if let Some(out) = svg {
        return render_svg(&text, out);
    }
    crate::io::write_output(None, text.as_bytes())?;
    Ok(ExitCode::SUCCESS)
}

/// Renders the DOT graphs of `text` with graphviz's `dot`: to `out` when there is one graph,
/// else one file per graph, `out` with the function's name before the extension
/// (`f.svg` → `f.kernel.svg`).
fn render_svg(text: &str, out: &str) -> Result<ExitCode, String> {
    let graphs: Vec<&str> = text
        .split("digraph ")
        .filter(|g| !g.trim().is_empty())
        .collect();
    if graphs.is_empty() {
        return Err("nothing to render: no function has what the printer draws".into());
    }
    let path = std::path::Path::new(out);
    let stem = path
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("graph")
        .to_string();
    for g in &graphs {
        let dot = format!("digraph {g}");
        let name: String = g
            .trim_start()
            .trim_start_matches('"')
            .trim_start_matches('@')
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || "_.-".contains(*c))
            .collect();
        let target = if graphs.len() == 1 {
            path.to_path_buf()
        } else {
            path.with_file_name(format!("{stem}.{name}.svg"))
        };
        // dot writes the SVG to its standard output; parir writes the file, so `--svg` gets
        // the same guarantees as `-o` (atomic, devices and FIFOs written in place).
        let mut child = std::process::Command::new("dot")
            .arg("-Tsvg")
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .map_err(|e| {
                format!("cannot run graphviz's `dot` ({e}); install graphviz, or print the DOT text without --svg")
            })?;
        let feed = child.stdin.take().map(|mut stdin| {
            std::thread::spawn(move || std::io::Write::write_all(&mut stdin, dot.as_bytes()))
        });
        let out = child
            .wait_with_output()
            .map_err(|e| format!("dot failed: {e}"))?;
        if let Some(feed) = feed {
            feed.join()
                .map_err(|_| "cannot write to dot".to_string())?
                .map_err(|e| format!("cannot write to dot: {e}"))?;
        }
        if !out.status.success() {
            return Err(format!("dot failed on the graph of @{name}"));
        }
        let shown = target
            .to_str()
            .ok_or_else(|| format!("cannot write '{}': not a UTF-8 path", target.display()))?;
        crate::io::write_output(Some(shown), &out.stdout)?;
        eprintln!("wrote {}", target.display());
    }
    Ok(ExitCode::SUCCESS)
}
