//! The reader upgrades pre-LLVM-16 memory attributes of functions and call sites to
//! `memory(...)`, as LLVM 19's reader does (expected text from `llvm-as-19 | llvm-dis-19`).

#[test]
fn legacy_memory_attributes_become_memory_effects() {
    let src = "declare void @f() #0\n\
               declare void @g() readonly argmemonly\n\
               declare void @h(ptr readonly) inaccessiblemem_or_argmemonly writeonly\n\
               define void @k() {\n  call void @f() readnone\n  ret void\n}\n\
               attributes #0 = { readnone nounwind }\n";
    let m = parir_ir::parser::parse_module(src, "up.ll").expect("parses");
    let text = parir_ir::printer::print_module(&m);
    for want in [
        "declare void @h(ptr readonly) #2\n",
        "  call void @f() #3\n",
        "attributes #0 = { nounwind memory(none) }\n",
        "attributes #1 = { memory(argmem: read) }\n",
        "attributes #2 = { memory(argmem: write, inaccessiblemem: write) }\n",
        "attributes #3 = { memory(none) }\n",
    ] {
        assert!(text.contains(want), "missing {want:?} in:\n{text}");
    }
}
