//! The invalid-input corpus (`corpus/invalid/`): every case must be rejected by parir the way
//! `llvm-as-19` rejects it, and every case in `corpus/invalid/accepted/` must be accepted.
//!
//! Each file starts with `; LLVM: <llvm-as-19's first error line>` and `; DETAIL: ...`
//! (see `corpus/invalid/README.md`):
//! - a **parser** case (`FILE:line:col: error: message`) must fail to parse at the same line and
//!   column, with a message that contains LLVM's text or the documented equivalent from
//!   [`PARSER_EQUIVALENTS`];
//! - a **verifier** case (`assembly parsed, but does not verify as correct!`) must parse and
//!   then fail [`verify_module`] with LLVM's message from the `DETAIL` line, or be rejected in
//!   the documented equivalent way from [`VERIFIER_EQUIVALENTS`].
//!
//! There is one test per file (the lists below); `every_case_is_listed` fails when a file is
//! added to the directory without a test. The last tests run the verifier over the committed
//! samples (the generated corpus is checked by `corpus_oracle.rs`).

use parir_ir::parser::parse_module;
use parir_ir::verifier::{lint_module, verify_module};
use std::path::{Path, PathBuf};

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../corpus")
}

/// Parser cases where parir's wording differs from LLVM's: (file, text parir's message must
/// contain). The location must still be LLVM's.
const PARSER_EQUIVALENTS: &[(&str, &str)] = &[
    // LLVM only says what it expected after its lexer gave up; parir names the bad token.
    (
        "lex-bad-attribute-group-ref.ll",
        "expected '{' in function body",
    ),
    ("lex-bad-character.ll", "expected top-level entity"),
    ("lex-bad-comdat-ref.ll", "expected top-level entity"),
    ("lex-bad-hex-float.ll", "expected value"),
    ("lex-bad-metadata-name.ll", "expected metadata"),
    (
        "lex-integer-width-too-large.ll",
        "bitwidth for integer type out of range",
    ),
    (
        "lex-nul-in-name.ll",
        "NUL character is not allowed in names",
    ),
    (
        "lex-unterminated-block-comment.ll",
        "unterminated block comment",
    ),
    (
        "lex-unterminated-local-name.ll",
        "expected instruction opcode",
    ),
    ("lex-unterminated-metadata-string.ll", "unterminated string"),
    (
        "lex-unterminated-quoted-global.ll",
        "expected top-level entity",
    ),
    ("lex-unterminated-string.ll", "unterminated string"),
    (
        "parse-access-group-string-attachment.ll",
        "expected metadata node",
    ),
    (
        "parse-call-argument-type-mismatch.ll",
        "argument is not of expected type 'i32'",
    ),
    ("parse-missing-operand.ll", "expected value"),
    ("parse-redefined-function.ll", "redefinition of"),
    (
        "parse-redefined-local.ll",
        "multiple definition of local value named",
    ),
    ("parse-token-alloca.ll", "invalid type for alloca"),
    ("parse-unterminated-function-body.ll", "end of file"),
];

/// Verifier cases that parir rejects differently: (file, phase, text the message must
/// contain).
const VERIFIER_EQUIVALENTS: &[(&str, Phase, &str)] = &[
    // LLVM re-opens a block whose label is defined twice and then fails verification; parir
    // rejects the second definition of the label in the parser, which is the actual mistake.
    (
        "verify-redefined-label-merges-blocks.ll",
        Phase::Parser,
        "redefinition of label '%bb'",
    ),
];

#[derive(Copy, Clone, PartialEq, Debug)]
enum Phase {
    Parser,
}

struct Header {
    llvm: String,
    detail: String,
}

fn header(src: &str) -> Header {
    let mut lines = src.lines();
    let llvm = lines
        .next()
        .and_then(|l| l.strip_prefix("; LLVM: "))
        .unwrap_or_default()
        .to_string();
    let detail = lines
        .next()
        .and_then(|l| l.strip_prefix("; DETAIL: "))
        .unwrap_or_default()
        .to_string();
    Header { llvm, detail }
}

/// `FILE:line:col: error: message` from LLVM's first line.
fn parser_location(llvm: &str) -> Option<(usize, usize, String)> {
    let rest = llvm.split_once("FILE:")?.1;
    let mut parts = rest.splitn(3, ':');
    let line = parts.next()?.parse().ok()?;
    let col = parts.next()?.parse().ok()?;
    let msg = parts
        .next()?
        .trim_start()
        .strip_prefix("error: ")?
        .to_string();
    Some((line, col, msg))
}

fn run_invalid(name: &str) {
    let path = corpus_dir().join("invalid").join(name);
    let src = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let h = header(&src);
    let parsed = parse_module(&src, name);
    if let Some(&(_, phase, text)) = VERIFIER_EQUIVALENTS.iter().find(|(f, _, _)| *f == name) {
        match phase {
            Phase::Parser => {
                let e = parsed
                    .err()
                    .unwrap_or_else(|| panic!("{name}: parir accepted it"));
                assert!(
                    e.message.contains(text),
                    "{name}: parser message {:?} does not contain {text:?}",
                    e.message
                );
            }
        }
        return;
    }
    if let Some((line, col, llvm_msg)) = parser_location(&h.llvm) {
        let e = match parsed {
            Ok(m) => {
                let v = verify_module(&m).err().unwrap_or_default();
                panic!(
                    "{name}: parir parsed it (LLVM: {}); verifier said {:?}",
                    h.llvm,
                    v.iter().map(|d| &d.message).collect::<Vec<_>>()
                )
            }
            Err(e) => e,
        };
        let got = e.line_col(&src);
        assert_eq!(
            got,
            (line, col),
            "{name}: parir reports {:?} at {}:{}, LLVM at {line}:{col} ({llvm_msg})",
            e.message,
            got.0,
            got.1
        );
        let want = PARSER_EQUIVALENTS
            .iter()
            .find(|(f, _)| *f == name)
            .map(|(_, t)| t.to_string())
            .unwrap_or(llvm_msg);
        assert!(
            e.message.contains(&want),
            "{name}: parser message {:?} does not contain {want:?}",
            e.message
        );
        return;
    }
    assert!(
        h.llvm.contains("does not verify as correct"),
        "{name}: unrecognized header {:?}",
        h.llvm
    );
    let want = h
        .detail
        .strip_prefix("llvm-as-19 verifier: ")
        .unwrap_or_else(|| panic!("{name}: DETAIL does not name the verifier message"));
    let want = want.split(" — ").next().unwrap_or(want).trim();
    let m = parsed.unwrap_or_else(|e| {
        panic!(
            "{name}: parse error {:?} at {:?}, expected the verifier to say {want:?}",
            e.message,
            e.line_col(&src)
        )
    });
    let errs = verify_module(&m)
        .err()
        .unwrap_or_else(|| panic!("{name}: verifier accepted it, LLVM says {want:?}"));
    assert!(
        errs.iter().any(|d| d.message == want),
        "{name}: verifier said {:?}, LLVM says {want:?}",
        errs.iter().map(|d| &d.message).collect::<Vec<_>>()
    );
    for d in &errs {
        assert!(
            d.pos().is_some_and(|p| (p as usize) < src.len()),
            "{name}: span out of the file: {d:?}"
        );
    }
}

fn run_accepted(name: &str) {
    let path = corpus_dir().join("invalid/accepted").join(name);
    let src = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let m = parse_module(&src, name).unwrap_or_else(|e| {
        panic!(
            "{name}: parse error {:?} at {:?}",
            e.message,
            e.line_col(&src)
        )
    });
    if let Err(errs) = verify_module(&m) {
        panic!(
            "{name}: verifier rejected it: {:?}",
            errs.iter()
                .map(|d| (&d.message, d.line_col(&src)))
                .collect::<Vec<_>>()
        );
    }
}

macro_rules! invalid_cases {
    ($($test:ident => $file:literal,)*) => {
        $( #[test] fn $test() { run_invalid($file); } )*
        const INVALID_FILES: &[&str] = &[$($file),*];
    };
}

macro_rules! accepted_cases {
    ($($test:ident => $file:literal,)*) => {
        mod accepted {
            $( #[test] fn $test() { super::run_accepted($file); } )*
        }
        const ACCEPTED_FILES: &[&str] = &[$($file),*];
    };
}

invalid_cases! {
    lex_bad_attribute_group_ref => "lex-bad-attribute-group-ref.ll",
    lex_bad_character => "lex-bad-character.ll",
    lex_bad_comdat_ref => "lex-bad-comdat-ref.ll",
    lex_bad_hex_float => "lex-bad-hex-float.ll",
    lex_bad_metadata_name => "lex-bad-metadata-name.ll",
    lex_integer_width_too_large => "lex-integer-width-too-large.ll",
    lex_invalid_escape_kept_literally => "lex-invalid-escape-kept-literally.ll",
    lex_nul_in_name => "lex-nul-in-name.ll",
    lex_unterminated_block_comment => "lex-unterminated-block-comment.ll",
    lex_unterminated_local_name => "lex-unterminated-local-name.ll",
    lex_unterminated_metadata_string => "lex-unterminated-metadata-string.ll",
    lex_unterminated_quoted_global => "lex-unterminated-quoted-global.ll",
    lex_unterminated_string => "lex-unterminated-string.ll",
    parse_access_group_string_attachment => "parse-access-group-string-attachment.ll",
    parse_alignment_not_power_of_two => "parse-alignment-not-power-of-two.ll",
    parse_alignment_too_large => "parse-alignment-too-large.ll",
    parse_atomic_load_without_align => "parse-atomic-load-without-align.ll",
    parse_bad_datalayout => "parse-bad-datalayout.ll",
    parse_bad_linkage_declaration => "parse-bad-linkage-declaration.ll",
    parse_bad_linkage_keyword => "parse-bad-linkage-keyword.ll",
    parse_branch_on_non_i1 => "parse-branch-on-non-i1.ll",
    parse_bundle_metadata_operand => "parse-bundle-metadata-operand.ll",
    parse_call_argument_count_mismatch => "parse-call-argument-count-mismatch.ll",
    parse_call_argument_type_mismatch => "parse-call-argument-type-mismatch.ll",
    parse_call_too_many_arguments => "parse-call-too-many-arguments.ll",
    parse_cmpxchg_bad_failure_ordering => "parse-cmpxchg-bad-failure-ordering.ll",
    parse_code_after_terminator => "parse-code-after-terminator.ll",
    parse_di_unknown_field => "parse-di-unknown-field.ll",
    parse_dilocation_missing_scope => "parse-dilocation-missing-scope.ll",
    parse_duplicate_switch_case => "parse-duplicate-switch-case.ll",
    parse_fp_constant_for_int => "parse-fp-constant-for-int.ll",
    parse_gep_base_not_pointer => "parse-gep-base-not-pointer.ll",
    parse_global_initializer_type => "parse-global-initializer-type.ll",
    parse_icmp_on_float => "parse-icmp-on-float.ll",
    parse_invalid_cast => "parse-invalid-cast.ll",
    parse_invalid_operand_type => "parse-invalid-operand-type.ll",
    parse_missing_operand => "parse-missing-operand.ll",
    parse_missing_terminator => "parse-missing-terminator.ll",
    parse_numbered_arg_out_of_order => "parse-numbered-arg-out-of-order.ll",
    parse_numbered_label_out_of_order => "parse-numbered-label-out-of-order.ll",
    parse_numbered_value_out_of_order => "parse-numbered-value-out-of-order.ll",
    parse_redefined_function => "parse-redefined-function.ll",
    parse_redefined_global => "parse-redefined-global.ll",
    parse_redefined_local => "parse-redefined-local.ll",
    parse_removed_constexpr_or => "parse-removed-constexpr-or.ll",
    parse_ret_type_mismatch => "parse-ret-type-mismatch.ll",
    parse_ret_value_in_void_function => "parse-ret-value-in-void-function.ll",
    parse_ret_void_in_i32_function => "parse-ret-void-in-i32-function.ll",
    parse_store_type_mismatch => "parse-store-type-mismatch.ll",
    parse_token_alloca => "parse-token-alloca.ll",
    parse_token_typed_select => "parse-token-typed-select.ll",
    parse_undefined_global => "parse-undefined-global.ll",
    parse_undefined_label => "parse-undefined-label.ll",
    parse_undefined_local => "parse-undefined-local.ll",
    parse_undefined_metadata => "parse-undefined-metadata.ll",
    parse_undefined_metadata_in_node => "parse-undefined-metadata-in-node.ll",
    parse_unknown_function_attribute => "parse-unknown-function-attribute.ll",
    parse_unknown_instruction => "parse-unknown-instruction.ll",
    parse_unknown_param_attribute => "parse-unknown-param-attribute.ll",
    parse_unknown_type => "parse-unknown-type.ll",
    parse_unterminated_function_body => "parse-unterminated-function-body.ll",
    parse_void_value_named => "parse-void-value-named.ll",
    parse_zero_element_vector => "parse-zero-element-vector.ll",
    verify_access_group_distinct_list_with_tuple => "verify-access-group-distinct-list-with-tuple.ll",
    verify_access_group_list_with_bad_scope => "verify-access-group-list-with-bad-scope.ll",
    verify_access_group_list_with_string => "verify-access-group-list-with-string.ll",
    verify_access_group_list_with_uniqued_empty => "verify-access-group-list-with-uniqued-empty.ll",
    verify_access_group_non_node_operand => "verify-access-group-non-node-operand.ll",
    verify_access_group_not_distinct => "verify-access-group-not-distinct.ll",
    verify_access_group_with_operands => "verify-access-group-with-operands.ll",
    verify_attr_after_last_param_of_intrinsic => "verify-attr-after-last-param-of-intrinsic.ll",
    verify_attr_incompatible_at_call_site => "verify-attr-incompatible-at-call-site.ll",
    verify_attr_incompatible_on_vararg_argument => "verify-attr-incompatible-on-vararg-argument.ll",
    verify_attr_noalias_on_integer_return => "verify-attr-noalias-on-integer-return.ll",
    verify_attr_signext_on_pointer_param => "verify-attr-signext-on-pointer-param.ll",
    verify_does_not_dominate => "verify-does-not-dominate.ll",
    verify_dominance_invoke_result_in_unwind => "verify-dominance-invoke-result-in-unwind.ll",
    verify_dominance_loop_body_value_in_header => "verify-dominance-loop-body-value-in-header.ll",
    verify_dominance_phi_incoming_edge => "verify-dominance-phi-incoming-edge.ll",
    verify_dominance_use_before_def_same_block => "verify-dominance-use-before-def-same-block.ll",
    verify_entry_block_has_predecessor => "verify-entry-block-has-predecessor.ll",
    verify_global_ctors_type => "verify-global-ctors-type.ll",
    verify_guard_without_deopt => "verify-guard-without-deopt.ll",
    verify_immarg_not_constant => "verify-immarg-not-constant.ll",
    verify_intrinsic_bad_signature => "verify-intrinsic-bad-signature.ll",
    verify_intrinsic_called_with_incompatible_signature => "verify-intrinsic-called-with-incompatible-signature.ll",
    verify_invoke_intrinsic => "verify-invoke-intrinsic.ll",
    verify_landingpad_without_personality => "verify-landingpad-without-personality.ll",
    verify_localescape_dynamic_alloca => "verify-localescape-dynamic-alloca.ll",
    verify_localescape_outside_entry => "verify-localescape-outside-entry.ll",
    verify_localescape_twice => "verify-localescape-twice.ll",
    verify_localrecover_from_declaration => "verify-localrecover-from-declaration.ll",
    verify_localrecover_index_past_escapes => "verify-localrecover-index-past-escapes.ll",
    verify_multiple_sret => "verify-multiple-sret.ll",
    verify_musttail_mismatched_cc => "verify-musttail-mismatched-cc.ll",
    verify_noinline_alwaysinline => "verify-noinline-alwaysinline.ll",
    verify_phi_duplicate_edge_different_values => "verify-phi-duplicate-edge-different-values.ll",
    verify_phi_missing_duplicate_edge => "verify-phi-missing-duplicate-edge.ll",
    verify_phi_missing_predecessor => "verify-phi-missing-predecessor.ll",
    verify_phi_not_at_top => "verify-phi-not-at-top.ll",
    verify_phi_wrong_predecessor => "verify-phi-wrong-predecessor.ll",
    verify_range_on_store => "verify-range-on-store.ll",
    verify_redefined_label_merges_blocks => "verify-redefined-label-merges-blocks.ll",
    verify_self_reference => "verify-self-reference.ll",
    verify_sret_vararg_call => "verify-sret-vararg-call.ll",
    verify_swifterror_argument_from_plain_alloca => "verify-swifterror-argument-from-plain-alloca.ll",
    verify_swifterror_array_alloca => "verify-swifterror-array-alloca.ll",
    verify_swifterror_passed_unmarked => "verify-swifterror-passed-unmarked.ll",
    verify_swifterror_stored_as_value => "verify-swifterror-stored-as-value.ll",
    verify_swifterror_used_by_gep => "verify-swifterror-used-by-gep.ll",
    verify_token_argument => "verify-token-argument.ll",
    verify_token_indirect_call_result => "verify-token-indirect-call-result.ll",
    verify_token_parameter_declaration => "verify-token-parameter-declaration.ll",
    verify_token_phi => "verify-token-phi.ll",
    verify_token_return => "verify-token-return.ll",
    verify_two_swifterror_params => "verify-two-swifterror-params.ll",
}

accepted_cases! {
    check_access_group_on_non_memory_instruction => "check-access-group-on-non-memory-instruction.ll",
    check_access_group_uniqued_empty => "check-access-group-uniqued-empty.ll",
    check_bad_escape_in_name => "check-bad-escape-in-name.ll",
    check_call_signature_mismatch_opaque => "check-call-signature-mismatch-opaque.ll",
    check_callbr_output_used_in_indirect_dest => "check-callbr-output-used-in-indirect-dest.ll",
    check_invoke_result_in_phi_of_normal_dest => "check-invoke-result-in-phi-of-normal-dest.ll",
    check_loopid_not_self_referencing => "check-loopid-not-self-referencing.ll",
    check_numbered_value_gap => "check-numbered-value-gap.ll",
    check_parallel_accesses_bad_group => "check-parallel-accesses-bad-group.ll",
    check_redefined_attribute_group => "check-redefined-attribute-group.ll",
    check_self_reference_in_unreachable_block => "check-self-reference-in-unreachable-block.ll",
    check_unreachable_use_of_non_dominating_value => "check-unreachable-use-of-non-dominating-value.ll",
    debuginfo_dbg_wrong_subprogram => "debuginfo-dbg-wrong-subprogram.ll",
}

fn ll_files(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| n.ends_with(".ll"))
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

#[test]
fn every_case_is_listed() {
    let dir = corpus_dir().join("invalid");
    let missing: Vec<String> = ll_files(&dir)
        .into_iter()
        .filter(|f| !INVALID_FILES.contains(&f.as_str()))
        .collect();
    assert!(missing.is_empty(), "add tests for {missing:?}");
    let missing: Vec<String> = ll_files(&dir.join("accepted"))
        .into_iter()
        .filter(|f| !ACCEPTED_FILES.contains(&f.as_str()))
        .collect();
    assert!(missing.is_empty(), "add accepted tests for {missing:?}");
}

#[test]
fn loopid_not_self_referencing_is_a_warning() {
    let name = "check-loopid-not-self-referencing.ll";
    let src = std::fs::read_to_string(corpus_dir().join("invalid/accepted").join(name))
        .expect("read the case");
    let m = parse_module(&src, name).expect("parses");
    assert!(verify_module(&m).is_ok());
    let w = lint_module(&m);
    assert_eq!(w.len(), 1, "{w:?}");
    assert_eq!(w[0].severity, parir_ir::diag::Severity::Warning);
    assert_eq!(w[0].line_col(&src).0, 10);
}

/// Parses and verifies every `.ll` file of `dir`; returns (files checked, failures).
fn verify_dir(dir: &Path) -> (usize, Vec<String>) {
    let mut n = 0;
    let mut failures = Vec::new();
    for f in ll_files(dir) {
        let path = dir.join(&f);
        let Ok(src) = std::fs::read_to_string(&path) else {
            continue;
        };
        n += 1;
        match parse_module(&src, &f) {
            Err(e) => failures.push(format!(
                "{f}:{}:{}: parse error: {}",
                e.line_col(&src).0,
                e.line_col(&src).1,
                e.message
            )),
            Ok(m) => {
                if let Err(errs) = verify_module(&m) {
                    for e in errs.iter().take(3) {
                        let (l, c) = e.line_col(&src);
                        failures.push(format!("{f}:{l}:{c}: {}", e.message));
                    }
                }
            }
        }
    }
    (n, failures)
}

#[test]
fn samples_verify() {
    let (n, failures) = verify_dir(&corpus_dir().join("samples"));
    assert!(n > 0, "no samples found");
    assert!(
        failures.is_empty(),
        "{} failure(s):\n{}",
        failures.len(),
        failures.join("\n")
    );
}
